import type { MerchantConfig } from '@lotto/contract';
import type { Db } from '../../db/client';
import { findMerchantConfig } from './merchant.repository';

/**
 * Configuration is read from the database so that every instance answers alike; a short cache
 * keeps that lookup off the hot path of every request.
 */
export const MERCHANT_CACHE_TTL_MS = 5000;

/** The LISTEN/NOTIFY channel on which an instance tells the others that a configuration changed. */
export const MERCHANT_CONFIG_CHANNEL = 'merchant_config_changed';

/**
 * `announce`: tells the other instances on the database that a configuration changed (they call
 * `forget`), so a console change is seen everywhere at once rather than after the cache's TTL.
 */
export function createMerchantService(
  db: Db,
  defaultCode: string,
  announce: () => Promise<void> = async () => undefined,
) {
  const cache = new Map<string, { at: number; config: MerchantConfig | null }>();
  return {
    defaultCode,
    /**
     * `within`: the caller's transaction. A caller inside a transaction must pass it, or a cache
     * miss waits for a second pooled connection while holding the first (a full pool deadlocks).
     */
    async get(code: string = defaultCode, within: Db = db): Promise<MerchantConfig | null> {
      const hit = cache.get(code);
      if (hit && Date.now() - hit.at < MERCHANT_CACHE_TTL_MS) return hit.config;
      const config = await findMerchantConfig(within, code);
      cache.set(code, { at: Date.now(), config });
      return config;
    },
    /** After a configuration was saved: here at once, on the other instances by a notice. */
    invalidate() {
      cache.clear();
      // A lost notice leaves the others on the old configuration for the cache's TTL at most.
      announce().catch(() => undefined);
    },
    /** Another instance saved a configuration. */
    forget() {
      cache.clear();
    },
  };
}
export type MerchantService = ReturnType<typeof createMerchantService>;
