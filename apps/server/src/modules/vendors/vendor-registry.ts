import type { VendorAdapter } from './vendor-adapter';

/** Maps vendor codes to their adapters; a code without one cannot be launched. */
export function createVendorRegistry(entries: Iterable<readonly [string, VendorAdapter]>) {
  const byCode = new Map(entries);
  return {
    adapterFor: (vendorCode: string): VendorAdapter | null => byCode.get(vendorCode) ?? null,
    codes: () => [...byCode.keys()],
  };
}
export type VendorRegistry = ReturnType<typeof createVendorRegistry>;
