import type { RecordRange } from '@lotto/contract';

/** The ranges of the records pages, in the order of their chips. */
export const RECORD_RANGES: RecordRange[] = ['today', 'yesterday', '7d', '30d', 'custom'];

export interface RangeState {
  range: RecordRange;
  from?: string;
  to?: string;
}

/** The query of a range: custom sends its days, the others none. */
export const rangeQuery = (s: RangeState) =>
  s.range === 'custom' ? { range: s.range, from: s.from, to: s.to } : { range: s.range };

/** A custom range can be asked for once both days are set and in order. */
export const customReady = (from: string, to: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;

/** "2026-03-10" of an epoch in the merchant zone's offset (minutes east of UTC). */
export const dayIn = (epochMs: number, offsetMinutes: number): string =>
  new Date(epochMs + offsetMinutes * 60_000).toISOString().slice(0, 10);
