import { RECORD_RANGE_MAX_DAYS, RecordRange, FieldIssueCode } from '@lotto/contract';
import { fieldError } from '../../lib/http-error';
import { DAY_MS, zoneOffsetMs } from '../../lib/time-zone';

const isoDay = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/**
 * The first and last day (inclusive, YYYY-MM-DD) a records query covers, in the merchant's time
 * zone; the repositories turn them into instants with `at time zone`.
 */
export function recordPeriod(
  q: { range: RecordRange; from?: string | undefined; to?: string | undefined },
  timeZone: string,
  now: Date,
): { from: string; to: string } {
  const today = dayNumber(isoDay(now.getTime() + zoneOffsetMs(now.getTime(), timeZone)));
  const back = (days: number) => isoDay((today - days) * DAY_MS);
  switch (q.range) {
    case RecordRange.today:
      return { from: back(0), to: back(0) };
    case RecordRange.yesterday:
      return { from: back(1), to: back(1) };
    case RecordRange.last7Days:
      return { from: back(6), to: back(0) };
    case RecordRange.last30Days:
      return { from: back(29), to: back(0) };
    case RecordRange.custom: {
      if (!q.from)
        throw fieldError('from', 'is required for a custom range', undefined, {
          code: FieldIssueCode.required,
        });
      if (!q.to)
        throw fieldError('to', 'is required for a custom range', undefined, {
          code: FieldIssueCode.required,
        });
      const from = dayNumber(q.from);
      const to = dayNumber(q.to);
      if (Number.isNaN(from))
        throw fieldError('from', 'is not a date', undefined, { code: FieldIssueCode.format });
      if (Number.isNaN(to))
        throw fieldError('to', 'is not a date', undefined, { code: FieldIssueCode.format });
      if (to < from)
        throw fieldError('to', 'must not be before from', undefined, {
          code: FieldIssueCode.before_start,
        });
      if (to - from >= RECORD_RANGE_MAX_DAYS)
        throw fieldError('to', `must be within ${RECORD_RANGE_MAX_DAYS} days of from`, undefined, {
          code: FieldIssueCode.date_span,
          params: { days: RECORD_RANGE_MAX_DAYS },
        });
      if (from > today)
        throw fieldError('from', 'must not be in the future', undefined, {
          code: FieldIssueCode.future_date,
        });
      return { from: q.from, to: q.to };
    }
  }
}
