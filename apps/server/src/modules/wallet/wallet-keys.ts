import { createHmac } from 'node:crypto';

/**
 * Each vendor signs with its own key (one shared key would let any vendor act as another).
 * A key set for a vendor (WALLET_API_VENDOR_KEYS) is used as it is; otherwise the vendor's key is
 * derived from the platform's secret and the vendor's code, so one vendor's key tells nothing
 * about another's and every instance derives the same one. Unknown vendors have no key.
 */
export function createWalletKeys(
  secret: string,
  vendorCodes: Iterable<string>,
  configured: Readonly<Record<string, string>> = {},
) {
  const keys = new Map<string, string>();
  for (const code of vendorCodes)
    keys.set(code, createHmac('sha256', secret).update(`wallet-api-vendor:${code}`).digest('hex'));
  for (const [code, key] of Object.entries(configured)) keys.set(code, key);
  return { keyOf: (vendor: string): string | null => keys.get(vendor) ?? null };
}
export type WalletKeys = ReturnType<typeof createWalletKeys>;
