import type { DemoPage } from './demo-vendor';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export const DEMO_ASSETS_PATH = '/vendor/demo/assets';
const HOME = '/m/home';

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${DEMO_ASSETS_PATH}/demo-game.css">
</head>
<body>
${body}
</body>
</html>`;
}

/** The slot page: everything dynamic is in data attributes, read by the script file (CSP). */
export function renderGamePage(page: DemoPage): string {
  const bets = page.betOptions
    .map(
      (b, i) =>
        `<button type="button" class="bet${i === 0 ? ' bet--on' : ''}" data-bet="${escapeHtml(b)}" aria-pressed="${i === 0}">${escapeHtml(b)}</button>`,
    )
    .join('');
  return layout(
    page.gameName,
    `<main class="game" id="game" data-session="${escapeHtml(page.sessionToken)}">
<header class="top">
<a class="back" href="${HOME}" aria-label="Back to home">&#8592; Home</a>
<h1 class="name">${escapeHtml(page.gameName)}</h1>
</header>
<p class="balance">Balance <strong id="balance">${escapeHtml(page.balance)}</strong> ${escapeHtml(page.currency)}${page.play ? ' <span class="play">play money</span>' : ''}</p>
<div class="reels" aria-live="polite"><span class="reel" id="reel-0">7</span><span class="reel" id="reel-1">7</span><span class="reel" id="reel-2">7</span></div>
<p class="result" id="result" role="status">Choose a bet and spin.</p>
<div class="bets" role="group" aria-label="Bet">${bets}</div>
<button type="button" class="spin" id="spin">Spin</button>
<p class="note">Demo vendor: bets and wins go through the platform wallet. Return to player 96%.</p>
</main>
<script src="${DEMO_ASSETS_PATH}/demo-game.js" defer></script>`,
  );
}

export function renderExpiredPage(): string {
  return layout(
    'Game link expired',
    `<main class="game">
<h1 class="name">This game link has expired or was already used</h1>
<p>Go back and launch the game again.</p>
<a class="back back--button" href="${HOME}">Back to home</a>
</main>`,
  );
}
