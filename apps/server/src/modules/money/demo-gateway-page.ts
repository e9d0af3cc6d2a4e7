import { FALLBACK_LANGUAGE, htmlLangOf, languages, type Language } from '@lotto/contract';
import type { DemoGatewayPaymentRow } from '../../db/schema';
import { formatAmount } from '../../lib/money';
import { DEMO_PAY_BASE } from './demo-gateway';

interface Texts {
  title: string;
  pay_amount: string;
  reference: string;
  pay: string;
  cancel: string;
  demo: string;
  closed: string;
  back: string;
}

/** The page in each language of the picker (the demo-pay test checks all six). */
export const demoPayTexts: Readonly<Record<Language, Texts>> = {
  en: {
    title: 'Demo payment gateway',
    pay_amount: 'Amount to pay',
    reference: 'Merchant reference',
    pay: 'Pay',
    cancel: 'Cancel',
    demo: 'This is the built-in demo gateway: no real money moves.',
    closed: 'This payment is closed: it was paid, cancelled or has expired.',
    back: 'Back to the app',
  },
  th: {
    title: 'เกตเวย์ชำระเงินสาธิต',
    pay_amount: 'ยอดที่ต้องชำระ',
    reference: 'เลขอ้างอิงร้านค้า',
    pay: 'ชำระเงิน',
    cancel: 'ยกเลิก',
    demo: 'นี่คือเกตเวย์สาธิตในระบบ ไม่มีการตัดเงินจริง',
    closed: 'รายการชำระเงินนี้ปิดแล้ว: ชำระแล้ว ยกเลิกแล้ว หรือหมดเวลา',
    back: 'กลับสู่แอป',
  },
  cn: {
    title: '演示支付通道',
    pay_amount: '应付金额',
    reference: '商户参考号',
    pay: '支付',
    cancel: '取消',
    demo: '这是系统内置的演示支付通道，不会产生真实扣款。',
    closed: '此笔支付已关闭：已支付、已取消或已过期。',
    back: '返回应用',
  },
  ja: {
    title: 'デモ決済ゲートウェイ',
    pay_amount: 'お支払い金額',
    reference: '加盟店参照番号',
    pay: '支払う',
    cancel: 'キャンセル',
    demo: 'これは内蔵のデモ決済ゲートウェイです。実際のお金は動きません。',
    closed: 'この支払いは終了しています（支払い済み、キャンセル済み、または期限切れ）。',
    back: 'アプリに戻る',
  },
  vi: {
    title: 'Cổng thanh toán thử nghiệm',
    pay_amount: 'Số tiền cần thanh toán',
    reference: 'Mã tham chiếu của nhà cái',
    pay: 'Thanh toán',
    cancel: 'Hủy',
    demo: 'Đây là cổng thanh toán thử nghiệm có sẵn: không có tiền thật nào được chuyển.',
    closed: 'Giao dịch này đã đóng: đã thanh toán, đã hủy hoặc đã hết hạn.',
    back: 'Quay lại ứng dụng',
  },
  id: {
    title: 'Gateway pembayaran demo',
    pay_amount: 'Jumlah yang dibayar',
    reference: 'Referensi merchant',
    pay: 'Bayar',
    cancel: 'Batal',
    demo: 'Ini gateway demo bawaan: tidak ada uang asli yang berpindah.',
    closed: 'Pembayaran ini sudah ditutup: sudah dibayar, dibatalkan, atau kedaluwarsa.',
    back: 'Kembali ke aplikasi',
  },
};

const languageOf = (language: string): Language =>
  (languages as string[]).includes(language) ? (language as Language) : FALLBACK_LANGUAGE;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Styles only from this page and the app's own fonts (the CSP allows nothing else); no other
 * site may frame the page, so Pay cannot be pressed under a decoy.
 */
export const DEMO_PAY_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; font-src 'self'; form-action 'self'; frame-ancestors 'none'";

const frame = (lang: string, t: Texts, main: string, fonts: string) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t.title}</title>
<style>${fonts}body{margin:0;font:16px/1.6 "Noto Sans Thai",system-ui,sans-serif;background:#f3f5f9;color:#14213d}
header{padding:14px 16px;background:#1d3b8b;color:#fff;font-weight:600}
main{max-width:420px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:12px;padding:16px;box-shadow:0 1px 3px #0002}
dt{color:#4a5775;font-size:14px}dd{margin:0 0 12px;font-weight:600}
.amount{font-size:28px}.row{display:flex;gap:12px;margin-top:8px}form{flex:1}
button,a.button{display:block;width:100%;min-height:48px;border-radius:10px;border:0;font:inherit;
font-weight:600;text-align:center;text-decoration:none;line-height:48px;cursor:pointer}
.pay{background:#1d3b8b;color:#fff}.cancel{background:#e4e8f1;color:#14213d}
.note{color:#4a5775;font-size:14px}</style></head>
<body><header>${t.title}</header><main>${main}</main></body></html>`;

export function demoPayPage(
  row: DemoGatewayPaymentRow | null,
  open: boolean,
  language: string,
  fonts = '',
) {
  const t = demoPayTexts[languageOf(language)];
  const lang = htmlLangOf(languageOf(language));
  if (!row || !open) {
    return frame(
      lang,
      t,
      `<div class="card"><p role="alert" data-testid="demo-pay-closed">${t.closed}</p>${
        row ? `<a class="button cancel" href="${escapeHtml(row.returnPath)}">${t.back}</a>` : ''
      }</div>`,
      fonts,
    );
  }
  const action = `${DEMO_PAY_BASE}/${encodeURIComponent(row.id)}`;
  const amount = formatAmount(row.amount, 2);
  return frame(
    lang,
    t,
    `<div class="card"><dl><dt>${t.pay_amount}</dt><dd class="amount" data-testid="demo-pay-amount">${escapeHtml(amount)} ${escapeHtml(row.currency)}</dd>
<dt>${t.reference}</dt><dd>${escapeHtml(row.reference)}</dd></dl>
<div class="row"><form method="post" action="${action}/cancel"><button class="cancel" type="submit" data-testid="demo-pay-cancel">${t.cancel}</button></form>
<form method="post" action="${action}/pay"><button class="pay" type="submit" data-testid="demo-pay-submit">${t.pay}</button></form></div>
<p class="note">${t.demo}</p></div>`,
    fonts,
  );
}
