import { StorageKey, SystemStatus } from '@lotto/contract';
import type { SiteStatusValue } from '@lotto/contract';

/**
 * §3: the last site status lives in local storage so the gate can decide before the network. The
 * entry keeps the answer and the status the contract's systemStatusOf gave it, so the first paint
 * needs neither the network nor the schema code.
 */
export interface CachedStatus {
  value: SiteStatusValue;
  status: SystemStatus;
}

const statuses: number[] = Object.values(SystemStatus);

const isCachedStatus = (v: unknown): v is CachedStatus => {
  if (typeof v !== 'object' || v === null) return false;
  const { value, status } = v as Record<string, unknown>;
  if (typeof status !== 'number' || !statuses.includes(status)) return false;
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    typeof s.info === 'string' &&
    typeof s.maintenance === 'boolean' &&
    typeof s.regionRestriction === 'boolean'
  );
};

export const readCachedStatus = (storage: Storage = localStorage): CachedStatus | null => {
  try {
    const raw = storage.getItem(StorageKey.siteStatus);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isCachedStatus(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

export const writeCachedStatus = (entry: CachedStatus, storage: Storage = localStorage) => {
  try {
    storage.setItem(StorageKey.siteStatus, JSON.stringify(entry));
  } catch {
    // Storage full or refused: the gate still works from the network answer.
  }
};

/** §4, §2.14: with no status known yet the app shows. */
export const gateChoice = (entry: CachedStatus | null | undefined): SystemStatus =>
  entry ? entry.status : SystemStatus.NORMAL;
