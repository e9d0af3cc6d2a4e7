/** The words a recorded change's values read in: a function of the page's translate and formats. */
export interface DetailWords {
  t: (key: string) => string;
  amount: (decimal: string) => string;
  time: (epochMs: number) => string;
}

const DECIMAL = /^\d+(?:\.\d+)?$/;

/** One recorded value ('deposit', '500.0000', '24h', an ISO time, 'none', 'off') in words. */
const wordOf = (field: string, value: string, w: DetailWords): string => {
  if (field === 'kind') return w.t(`protection.kind.${value}`);
  if (field === 'period') return w.t(`protection.period.${value}`);
  if (field === 'duration') return w.t(`protection.duration.${value}`);
  if (value === 'none') return w.t('protection.limit.none');
  if (value === 'off') return w.t('protection.reality.off');
  if (value === 'permanent') return w.t('protection.duration.permanent');
  if (field === 'until' && !Number.isNaN(Date.parse(value))) return w.time(Date.parse(value));
  if (field === 'realityCheckMinutes' && /^\d+$/.test(value))
    return `${value} ${w.t('protection.changes.minutes')}`;
  // The session-time limit's minutes ('90 min'; 'minutes' when it was reached).
  const minutes = /^(\d+) min$/.exec(value)?.[1] ?? (field === 'minutes' ? value : null);
  if (minutes !== null && /^\d+$/.test(minutes))
    return `${minutes} ${w.t('protection.changes.minutes')}`;
  if (DECIMAL.test(value)) return w.amount(value);
  return value;
};

/**
 * What a change recorded ('{"kind":"deposit","period":"day","amount":"500.0000"}'), in words:
 * "Deposit limit · 24 hours · 500.00". The value after the change, or before it when none.
 */
export const changeDetail = (after: string | null, before: string | null, w: DetailWords) => {
  const text = after ?? before;
  if (!text) return '';
  try {
    const values = Object.entries(JSON.parse(text) as Record<string, unknown>).filter(
      // The session-time limit is per day: its period says nothing more.
      ([field], _, all) =>
        !(field === 'period' && all.some(([f, v]) => f === 'kind' && v === 'session')),
    );
    return values.map(([field, v]) => wordOf(field, String(v), w)).join(' · ');
  } catch {
    return '';
  }
};
