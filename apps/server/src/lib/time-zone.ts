import type { ZoneOffset } from '@lotto/contract';

const MINUTE_MS = 60_000;
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
};

/** The zone's offset from UTC at an instant, in ms (Asia/Bangkok: +7 h). */
export function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const minute = Math.floor(epochMs / MINUTE_MS);
  let kept = offsetsByMinute.get(timeZone);
  if (!kept) offsetsByMinute.set(timeZone, (kept = new Map<number, number>()));
  const known = kept.get(minute);
  if (known !== undefined) return known;
  const offset = formattedOffsetMs(epochMs, timeZone);
  // Kept only for a minute the offset holds through: a change inside it (a zone's old local
  // mean time, in seconds) is asked of Intl every time.
  if (formattedOffsetMs(minute * MINUTE_MS, timeZone) === offset) {
    const end = formattedOffsetMs(minute * MINUTE_MS + MINUTE_MS - 1000, timeZone);
    if (end === offset) {
      if (kept.size >= MAX_KEPT_MINUTES) kept.clear();
      kept.set(minute, offset);
    }
  }
  return offset;
}

/**
 * Asking Intl for a zone's wall clock takes microseconds, and a lottery menu asks it a few hundred
 * times an answer (every game's coming draws): it was most of that answer's time under load.
 * Offsets by zone and minute of the epoch; a day of minutes at most per zone.
 */
const offsetsByMinute = new Map<string, Map<number, number>>();
const MAX_KEPT_MINUTES = 1440;

function formattedOffsetMs(epochMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(epochMs))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - Math.floor(epochMs / 1000) * 1000;
}

/** One day in milliseconds. */
export const DAY_MS = 86_400_000;
/** How far ahead the table of a zone's offsets reaches (a client keeps settings for days). */
export const ZONE_OFFSET_DAYS = 60;

const minutesAt = (epochMs: number, timeZone: string) =>
  Math.round(zoneOffsetMs(epochMs, timeZone) / MINUTE_MS);

const tables = new Map<string, { start: number; offsets: ZoneOffset[] }>();

/**
 * The zone's offsets from UTC, from the day before `now` to ZONE_OFFSET_DAYS after it: the first
 * entry, then one per change (daylight saving time), each from the minute it applies. A phone then
 * writes the zone's wall-clock times with plain arithmetic; formatting a time zone in the browser
 * loads ICU's zone and calendar data first, tens of ms on a phone. Kept per zone for the day.
 */
export function zoneOffsets(timeZone: string, now: number): ZoneOffset[] {
  const start = Math.floor(now / DAY_MS) * DAY_MS - DAY_MS;
  const kept = tables.get(timeZone);
  if (kept?.start === start) return kept.offsets;
  const offsets: ZoneOffset[] = [{ from: start, minutes: minutesAt(start, timeZone) }];
  for (let day = start; day < start + (ZONE_OFFSET_DAYS + 1) * DAY_MS; day += DAY_MS) {
    const current = offsets[offsets.length - 1]!.minutes;
    if (minutesAt(day + DAY_MS, timeZone) === current) continue;
    // Zones change at most once a day: the change is the first minute with the new offset.
    let before = day;
    let after = day + DAY_MS;
    while (after - before > MINUTE_MS) {
      const middle = before + Math.floor((after - before) / 2 / MINUTE_MS) * MINUTE_MS;
      if (minutesAt(middle, timeZone) === current) before = middle;
      else after = middle;
    }
    offsets.push({ from: after, minutes: minutesAt(after, timeZone) });
  }
  tables.set(timeZone, { start, offsets });
  return offsets;
}
