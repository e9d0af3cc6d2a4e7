import { describe, expect, it } from 'vitest';
import { StorageKey, SystemStatus, systemStatusOf } from '@lotto/contract';
import type { SiteStatusValue } from '@lotto/contract';
import { gateChoice, readCachedStatus, writeCachedStatus } from './status-cache';

const entry = (value: SiteStatusValue) => ({ value, status: systemStatusOf(value) });

describe('status gate choice (§4)', () => {
  it.each([
    [{ info: '', maintenance: false, regionRestriction: false }, SystemStatus.NORMAL],
    [{ info: '', maintenance: true, regionRestriction: false }, SystemStatus.MAINTENANCE],
    [{ info: '', maintenance: true, regionRestriction: true }, SystemStatus.MAINTENANCE],
    [{ info: '', maintenance: false, regionRestriction: true }, SystemStatus.REGION_RESTRICTED],
  ])('%o gives %i', (status, expected) => {
    expect(gateChoice(entry(status))).toBe(expected);
  });

  it('shows the app while no status is known', () => {
    expect(gateChoice(null)).toBe(SystemStatus.NORMAL);
    expect(gateChoice(undefined)).toBe(SystemStatus.NORMAL);
  });
});

describe('status cache (§3)', () => {
  it('round-trips through local storage', () => {
    const cached = entry({ info: 'back at 10:00', maintenance: true, regionRestriction: false });
    writeCachedStatus(cached);
    expect(JSON.parse(localStorage.getItem(StorageKey.siteStatus) ?? '')).toEqual(cached);
    expect(readCachedStatus()).toEqual(cached);
  });

  it('ignores a broken or foreign cache entry', () => {
    localStorage.setItem(StorageKey.siteStatus, '{not json');
    expect(readCachedStatus()).toBeNull();
    localStorage.setItem(StorageKey.siteStatus, JSON.stringify({ maintenance: 'yes' }));
    expect(readCachedStatus()).toBeNull();
    localStorage.setItem(
      StorageKey.siteStatus,
      JSON.stringify({
        value: { info: '', maintenance: false, regionRestriction: false },
        status: 7,
      }),
    );
    expect(readCachedStatus()).toBeNull();
  });
});
