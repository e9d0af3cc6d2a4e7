import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * How a vendor signs a wallet API call: with its own key, over its code, a timestamp,
 * a nonce, the method, the path and the exact body bytes. The platform refuses a timestamp
 * outside WALLET_SIGNATURE_WINDOW_MS and a nonce it has seen, so a captured call is good once.
 */
export const WALLET_VENDOR_HEADER = 'x-wallet-vendor';
export const WALLET_TIMESTAMP_HEADER = 'x-wallet-timestamp';
export const WALLET_NONCE_HEADER = 'x-wallet-nonce';
export const WALLET_SIGNATURE_HEADER = 'x-wallet-signature';
/** A signed call is accepted for 5 minutes either side of the platform's clock. */
export const WALLET_SIGNATURE_WINDOW_MS = 5 * 60 * 1000;
export const WALLET_NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export interface WalletCall {
  vendor: string;
  timestamp: string;
  nonce: string;
  method: string;
  path: string;
  body: string;
}

const canonical = (c: WalletCall) =>
  [c.vendor, c.timestamp, c.nonce, c.method.toUpperCase(), c.path, c.body].join('\n');

export const signWalletCall = (key: string, call: WalletCall): string =>
  createHmac('sha256', key).update(canonical(call)).digest('hex');

export function validWalletSignature(key: string, call: WalletCall, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signWalletCall(key, call), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The headers of a signed call, as a vendor (the demo one, tests) sends them. */
export function walletCallHeaders(
  key: string,
  call: Omit<WalletCall, 'timestamp' | 'nonce'>,
  now: Date,
): Record<string, string> {
  const timestamp = String(now.getTime());
  const nonce = randomBytes(18).toString('base64url');
  return {
    'content-type': 'application/json',
    [WALLET_VENDOR_HEADER]: call.vendor,
    [WALLET_TIMESTAMP_HEADER]: timestamp,
    [WALLET_NONCE_HEADER]: nonce,
    [WALLET_SIGNATURE_HEADER]: signWalletCall(key, { ...call, timestamp, nonce }),
  };
}
