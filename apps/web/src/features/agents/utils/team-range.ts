import type { ZoneOffset } from '@lotto/contract';
import { offsetAt } from '@/lib/merchant-time';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The team reports' preset ranges (days of the merchant's time zone, today included). */
export const TEAM_RANGES = ['today', 'yesterday', '7d', '30d'] as const;
export type TeamRange = (typeof TEAM_RANGES)[number];
const DAYS_BACK: Record<TeamRange, [number, number]> = {
  today: [0, 0],
  yesterday: [1, 1],
  '7d': [6, 0],
  '30d': [29, 0],
};

/** Today in the merchant's time zone (YYYY-MM-DD), from the zone's offsets in the settings. */
export const merchantDay = (nowMs: number, offsets: readonly ZoneOffset[], back = 0): string =>
  new Date(nowMs + offsetAt(nowMs, offsets) * MINUTE_MS - back * DAY_MS).toISOString().slice(0, 10);

/** The first and last day of a preset range. */
export const teamRangeDays = (
  range: TeamRange,
  nowMs: number,
  offsets: readonly ZoneOffset[],
): { from: string; to: string } => {
  const [from, to] = DAYS_BACK[range];
  return { from: merchantDay(nowMs, offsets, from), to: merchantDay(nowMs, offsets, to) };
};
