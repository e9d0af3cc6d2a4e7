import { encode, tag, withCrcTag } from 'promptparse';
import QRCode from 'qrcode';

/** EMVCo merchant-presented QR for Thai PromptPay (the Bank of Thailand's AID). */
const PROMPTPAY_AID = 'A000000677010111';
const THB_NUMERIC = '764';

/**
 * The payload a banking app reads: the merchant's PromptPay id and the exact amount. The amount
 * is written from its decimal string (tag 54), never through a float.
 */
export function promptPayPayload(promptPayId: string, amount: string): string {
  // A mobile number is written 0066 + the number without its leading 0, 13 digits.
  const proxy =
    promptPayId.length === 10 ? tag('01', `0066${promptPayId.slice(1)}`) : tag('02', promptPayId);
  return withCrcTag(
    encode([
      tag('00', '01'),
      tag('01', '12'), // dynamic: used for one payment
      tag('29', encode([tag('00', PROMPTPAY_AID), proxy])),
      tag('53', THB_NUMERIC),
      tag('54', amount),
      tag('58', 'TH'),
    ]),
    '63',
  );
}

/** The QR code as an SVG document (drawn by the server: the page carries no QR library). */
export const qrSvg = (payload: string): Promise<string> =>
  QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
