import type { Clock } from '../../lib/clock';

/**
 * Per-instance caches of catalogue answers (hot games, vendor order, page counts), each tagged
 * with the catalogue version it was computed at. The version is re-read at most once per
 * VERSION_RECHECK_MS, so a catalogue change reaches every instance within that time.
 */
export const VERSION_RECHECK_MS = 1000;
/** Page counts may lag a catalogue change by at most this, on top of the version check. */
export const COUNT_TTL_MS = 30_000;
/** A page of a game list is served from memory for at most this long. */
export const PAGE_TTL_MS = 60_000;
const MAX_ENTRIES = 5000;

interface Entry<T> {
  version: number;
  at: number;
  value: Promise<T>;
}

export function createCatalogueCache(
  readVersion: (merchant: string) => Promise<number>,
  clock: Clock,
) {
  const versions = new Map<string, { at: number; version: Promise<number> }>();
  const entries = new Map<string, Entry<unknown>>();

  function version(merchant: string): Promise<number> {
    const now = clock().getTime();
    const hit = versions.get(merchant);
    if (hit && now - hit.at < VERSION_RECHECK_MS) return hit.version;
    const read = readVersion(merchant);
    versions.set(merchant, { at: now, version: read });
    read.catch(() => versions.delete(merchant));
    return read;
  }

  return {
    version,
    /** The cached answer for key at the current version (and younger than ttlMs), or a new one. */
    async get<T>(
      merchant: string,
      key: string,
      ttlMs: number,
      compute: () => Promise<T>,
    ): Promise<T> {
      const current = await version(merchant);
      const now = clock().getTime();
      const fullKey = `${merchant}\u0000${key}`;
      const hit = entries.get(fullKey) as Entry<T> | undefined;
      if (hit && hit.version === current && now - hit.at < ttlMs) return hit.value;
      const value = compute();
      entries.delete(fullKey);
      // Map keeps insertion order: the first key is the oldest, dropped when full.
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(fullKey, { version: current, at: now, value });
      value.catch(() => entries.delete(fullKey));
      return value;
    },
    /** Forgets the version read, so the next call sees a catalogue write of this instance at once. */
    invalidate(merchant: string) {
      versions.delete(merchant);
    },
  };
}
