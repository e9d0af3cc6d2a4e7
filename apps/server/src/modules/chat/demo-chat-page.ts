const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The demo provider's chat window: a greeting for a verified member, a refusal otherwise. */
export const demoChatPage = (name: string | null): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Demo live chat</title>
<style>body{margin:0;font:16px/1.6 system-ui,sans-serif;background:#0b1530;color:#f4f6fb}
header{padding:14px 16px;background:#16234a;font-weight:600}main{padding:16px}
.bubble{background:#16234a;border-radius:12px;padding:10px 14px;max-width:80%}</style></head>
<body><header>Demo live chat</header><main>${
  name === null
    ? '<p role="alert">This chat link is not valid or has expired. Please open live chat again from the app.</p>'
    : `<p class="bubble" data-testid="demo-chat-greeting">Hello ${escapeHtml(name)}, an agent will be with you shortly. (Demo provider: the link's signature was verified.)</p>`
}</main></body></html>`;
