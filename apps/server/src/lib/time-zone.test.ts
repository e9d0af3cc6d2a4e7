import { describe, expect, it } from 'vitest';
import { ZONE_OFFSET_DAYS, zoneOffsetMs, zoneOffsets } from './time-zone';

const DAY_MS = 86_400_000;

describe('zoneOffsets', () => {
  it('is one entry for a zone without daylight saving time, from the day before', () => {
    const now = Date.UTC(2026, 10, 23, 18, 30);
    expect(zoneOffsets('Asia/Bangkok', now)).toEqual([
      { from: Date.UTC(2026, 10, 22), minutes: 420 },
    ]);
  });

  it('finds each change to the minute, weeks ahead', () => {
    // London goes to BST on 29 March 2026 at 01:00 UTC.
    expect(zoneOffsets('Europe/London', Date.UTC(2026, 2, 10))).toEqual([
      { from: Date.UTC(2026, 2, 9), minutes: 0 },
      { from: Date.UTC(2026, 2, 29, 1), minutes: 60 },
    ]);
    // New York leaves DST on 1 November 2026 at 06:00 UTC; Adelaide enters it on 4 October.
    expect(zoneOffsets('America/New_York', Date.UTC(2026, 9, 20))[1]).toEqual({
      from: Date.UTC(2026, 10, 1, 6),
      minutes: -300,
    });
    expect(zoneOffsets('Australia/Adelaide', Date.UTC(2026, 8, 20))).toEqual([
      { from: Date.UTC(2026, 8, 19), minutes: 570 },
      { from: Date.UTC(2026, 9, 3, 16, 30), minutes: 630 },
    ]);
  });

  it('agrees with the zone at every hour of the weeks it covers', () => {
    const now = Date.UTC(2026, 9, 15);
    const offsets = zoneOffsets('America/New_York', now);
    for (let t = now; t < now + ZONE_OFFSET_DAYS * DAY_MS; t += 3_600_000) {
      const applies = offsets.filter((o) => o.from <= t).at(-1)!;
      expect(applies.minutes * 60_000).toBe(zoneOffsetMs(t, 'America/New_York'));
    }
  });
});

describe('zoneOffsetMs', () => {
  /** The offset as Intl gives it, with no memory of earlier answers. */
  const fresh = (epochMs: number, timeZone: string) => {
    const f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    const p = Object.fromEntries(f.formatToParts(epochMs).map((x) => [x.type, Number(x.value)]));
    const wall = Date.UTC(p.year!, p.month! - 1, p.day, p.hour, p.minute, p.second);
    return wall - Math.floor(epochMs / 1000) * 1000;
  };

  it.each([
    ['Europe/London', Date.UTC(2026, 2, 29, 1)],
    ['America/New_York', Date.UTC(2026, 10, 1, 6)],
    // Liberia left its local mean time (-0:44:30) in 1972, inside a minute.
    ['Africa/Monrovia', Date.UTC(1972, 0, 7, 0, 44, 30)],
  ])('agrees with Intl at every second around a change in %s, asked twice', (zone, change) => {
    for (let round = 0; round < 2; round++)
      for (let t = change - 120_000; t < change + 120_000; t += 1000)
        expect(zoneOffsetMs(t, zone), `${zone} ${new Date(t).toISOString()}`).toBe(fresh(t, zone));
  });
});
