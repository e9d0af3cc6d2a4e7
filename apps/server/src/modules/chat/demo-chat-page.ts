import { htmlLangOf, type Language } from '@lotto/contract';
import { APP_FONTS_CSS_PATH, APP_FONT_FAMILY } from '../../web/app-font-faces';

/** Its own styles and the app's fonts (the stylesheet that declares them), nothing else. */
export const DEMO_CHAT_CSP =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; font-src 'self'";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface DemoChatTexts {
  title: string;
  invalid: string;
  greeting: (name: string) => string;
}

/** The demo provider's page is the server's, outside the app's locale files: its texts live here. */
const texts: Readonly<Record<Language, DemoChatTexts>> = {
  th: {
    title: 'แชทสดสาธิต',
    invalid: 'ลิงก์แชทนี้ไม่ถูกต้องหรือหมดอายุแล้ว กรุณาเปิดแชทสดอีกครั้งจากแอป',
    greeting: (name) =>
      `สวัสดีคุณ ${name} เจ้าหน้าที่จะมาให้บริการในไม่ช้า (ผู้ให้บริการสาธิต: ตรวจสอบลายเซ็นของลิงก์แล้ว)`,
  },
  en: {
    title: 'Demo live chat',
    invalid:
      'This chat link is not valid or has expired. Please open live chat again from the app.',
    greeting: (name) =>
      `Hello ${name}, an agent will be with you shortly. (Demo provider: the link's signature was verified.)`,
  },
  cn: {
    title: '演示在线客服',
    invalid: '此聊天链接无效或已过期，请从应用中重新打开在线客服。',
    greeting: (name) => `${name}，您好！客服人员将很快为您服务。（演示服务商：链接签名已验证。）`,
  },
  ja: {
    title: 'デモ ライブチャット',
    invalid:
      'このチャットリンクは無効か期限切れです。アプリからもう一度ライブチャットを開いてください。',
    greeting: (name) =>
      `${name} 様、こんにちは。まもなく担当者が対応いたします。（デモ提供元：リンクの署名を確認しました。）`,
  },
  vi: {
    title: 'Trò chuyện trực tuyến (demo)',
    invalid:
      'Liên kết trò chuyện này không hợp lệ hoặc đã hết hạn. Vui lòng mở lại trò chuyện trực tuyến từ ứng dụng.',
    greeting: (name) =>
      `Xin chào ${name}, nhân viên hỗ trợ sẽ phục vụ bạn ngay. (Nhà cung cấp demo: chữ ký của liên kết đã được xác minh.)`,
  },
  id: {
    title: 'Live chat demo',
    invalid:
      'Tautan obrolan ini tidak valid atau sudah kedaluwarsa. Silakan buka live chat lagi dari aplikasi.',
    greeting: (name) =>
      `Halo ${name}, petugas kami akan segera melayani Anda. (Penyedia demo: tanda tangan tautan telah diverifikasi.)`,
  },
};

/** The demo provider's chat window, in the player's language: a greeting for a verified member. */
export const demoChatPage = (name: string | null, language: Language): string => {
  const t = texts[language];
  return `<!doctype html>
<html lang="${htmlLangOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<link rel="stylesheet" href="${APP_FONTS_CSS_PATH}">
<style>body{margin:0;font:16px/1.6 ${APP_FONT_FAMILY},system-ui,sans-serif;background:#0b1530;color:#f4f6fb}
header{padding:14px 16px;background:#16234a;font-weight:600}main{padding:16px}
.bubble{background:#16234a;border-radius:12px;padding:10px 14px;max-width:80%}</style></head>
<body><header>${escapeHtml(t.title)}</header><main>${
    name === null
      ? `<p role="alert">${escapeHtml(t.invalid)}</p>`
      : `<p class="bubble" data-testid="demo-chat-greeting">${escapeHtml(t.greeting(name))}</p>`
  }</main></body></html>`;
};
