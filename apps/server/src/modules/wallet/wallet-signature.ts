import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a vendor signs its wallet API calls with: hex HMAC-SHA256 of the raw body. */
export const WALLET_SIGNATURE_HEADER = 'x-wallet-signature';

export const signWalletBody = (key: string, body: string): string =>
  createHmac('sha256', key).update(body).digest('hex');

export function validWalletSignature(key: string, body: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signWalletBody(key, body), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
