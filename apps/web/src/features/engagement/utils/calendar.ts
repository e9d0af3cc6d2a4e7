import { dateLocale } from '@/lib/merchant-time';

/** The day cells of a month (YYYY-MM-DD of any day in it), led by blanks up to its weekday (Sunday first). */
export const monthCells = (date: string): (string | null)[] => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1, 1));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const blanks: null[] = Array.from({ length: first.getUTCDay() }, () => null);
  const cells = Array.from(
    { length: days },
    (_, i) => `${date.slice(0, 7)}-${String(i + 1).padStart(2, '0')}`,
  );
  return [...blanks, ...cells];
};

/** "March 2026" / "มีนาคม 2026" in the player's language; the date is already the merchant's. */
export const monthTitle = (date: string, language: string): string =>
  new Intl.DateTimeFormat(dateLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** Short weekday names, Sunday first. */
export const weekdayNames = (language: string): string[] =>
  Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(dateLocale(language), { weekday: 'narrow', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 2, 1 + i)),
    ),
  );

/** Points of the nth day of a streak; the table's last value repeats after its end. */
export const streakPoints = (table: readonly number[], day: number): number =>
  table[Math.min(day, table.length) - 1] ?? 0;
