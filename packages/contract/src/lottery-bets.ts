/**
 * Lottery result formats and bet types, defined once: the draw makes results in the
 * game's format, the order checks and expands numbers by the bet type, the settlement evaluates
 * wins with it, and the lotto-h5 page shows both. Pure functions, no zod: any side may import it.
 *
 * A result is a list of prize numbers (digit strings) in the order of the format's tiers, e.g. a
 * Thai result ['482913', '57'] is the first prize and the two-digit bottom prize.
 */

export type LotteryFormatId = 'thai' | 'vn' | 'fast';

/** `count` prize numbers of `digits` digits each. */
export interface PrizeTier {
  key: string;
  count: number;
  digits: number;
}

export const LOTTERY_FORMATS: Readonly<Record<LotteryFormatId, readonly PrizeTier[]>> = {
  /** Thai daily draw: the first prize (6 digits) and the two-digit bottom prize. */
  thai: [
    { key: 'first', count: 1, digits: 6 },
    { key: 'bottom2', count: 1, digits: 2 },
  ],
  /** Vietnamese (northern) draw: 27 prizes, the special prize first. */
  vn: [
    { key: 'special', count: 1, digits: 5 },
    { key: 'p1', count: 1, digits: 5 },
    { key: 'p2', count: 2, digits: 5 },
    { key: 'p3', count: 6, digits: 5 },
    { key: 'p4', count: 4, digits: 4 },
    { key: 'p5', count: 6, digits: 4 },
    { key: 'p6', count: 3, digits: 3 },
    { key: 'p7', count: 4, digits: 2 },
  ],
  /** Fast Vietnamese draws (1, 3, 5 minutes): 11 prizes, the special prize first. */
  fast: [
    { key: 'special', count: 1, digits: 5 },
    { key: 'p1', count: 1, digits: 5 },
    { key: 'p2', count: 2, digits: 4 },
    { key: 'p3', count: 3, digits: 3 },
    { key: 'p4', count: 4, digits: 2 },
  ],
};

/** The vendor whose games draw Vietnamese results. */
export const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN';
const FAST_PERIODS = new Set(['1m', '3m', '5m']);

/** Vietnamese games draw 'fast' when they draw every few minutes, 'vn' otherwise; others 'thai'. */
export function formatOf(game: { vendorCode: string; periodKind: string }): LotteryFormatId {
  if (game.vendorCode !== VN_LOTTERY_VENDOR) return 'thai';
  return FAST_PERIODS.has(game.periodKind) ? 'fast' : 'vn';
}

/** The prize numbers of a format, in order: [tier, digits] per number. */
export function prizeSlots(format: LotteryFormatId): { key: string; digits: number }[] {
  return LOTTERY_FORMATS[format].flatMap((t) =>
    Array.from({ length: t.count }, () => ({ key: t.key, digits: t.digits })),
  );
}

/** True when `numbers` has the format's shape: the right count, each of the right digits. */
export function isResultOf(format: LotteryFormatId, numbers: readonly string[]): boolean {
  const slots = prizeSlots(format);
  return (
    numbers.length === slots.length &&
    slots.every((s, i) => new RegExp(`^\\d{${s.digits}}$`).test(numbers[i] ?? ''))
  );
}

export type LotteryBetTypeCode =
  | 'th_3top'
  | 'th_3top_any'
  | 'th_2top'
  | 'th_2bottom'
  | 'th_run_top'
  | 'th_run_bottom'
  | 'vn_de'
  | 'vn_lo'
  | 'vn_3cang';

export interface LotteryBetType {
  code: LotteryBetTypeCode;
  /** Digits of each number the member picks. */
  digits: number;
  /** straight: one unit per number; permutations: one unit per distinct ordering of its digits. */
  expand: 'straight' | 'permutations';
  /** Default odds: the win per unit of stake, per hit (a decimal string). */
  defaultOdds: string;
  /** How many times one unit hits the result (0 loses). */
  hits: (unit: string, result: readonly string[]) => number;
}

const lastDigits = (n: string | undefined, count: number) => (n ?? '').slice(-count);
const equalHit = (a: string, b: string) => (a === b ? 1 : 0);

const thaiTypes: readonly LotteryBetType[] = [
  {
    code: 'th_3top',
    digits: 3,
    expand: 'straight',
    defaultOdds: '900',
    hits: (u, r) => equalHit(u, lastDigits(r[0], 3)),
  },
  {
    code: 'th_3top_any',
    digits: 3,
    expand: 'permutations',
    defaultOdds: '900',
    hits: (u, r) => equalHit(u, lastDigits(r[0], 3)),
  },
  {
    code: 'th_2top',
    digits: 2,
    expand: 'straight',
    defaultOdds: '90',
    hits: (u, r) => equalHit(u, lastDigits(r[0], 2)),
  },
  {
    code: 'th_2bottom',
    digits: 2,
    expand: 'straight',
    defaultOdds: '90',
    hits: (u, r) => equalHit(u, r[1] ?? ''),
  },
  {
    code: 'th_run_top',
    digits: 1,
    expand: 'straight',
    defaultOdds: '3.2',
    hits: (u, r) => (lastDigits(r[0], 3).includes(u) ? 1 : 0),
  },
  {
    code: 'th_run_bottom',
    digits: 1,
    expand: 'straight',
    defaultOdds: '4.2',
    hits: (u, r) => ((r[1] ?? '').includes(u) ? 1 : 0),
  },
];

const vnTypes: readonly LotteryBetType[] = [
  {
    code: 'vn_de',
    digits: 2,
    expand: 'straight',
    defaultOdds: '95',
    hits: (u, r) => equalHit(u, lastDigits(r[0], 2)),
  },
  {
    code: 'vn_lo',
    digits: 2,
    expand: 'straight',
    defaultOdds: '3.5',
    // "Lô": pays once for every prize that ends in the number.
    hits: (u, r) => r.filter((n) => lastDigits(n, 2) === u).length,
  },
  {
    code: 'vn_3cang',
    digits: 3,
    expand: 'straight',
    defaultOdds: '900',
    hits: (u, r) => equalHit(u, lastDigits(r[0], 3)),
  },
];

export const LOTTERY_BET_TYPES: Readonly<Record<LotteryFormatId, readonly LotteryBetType[]>> = {
  thai: thaiTypes,
  vn: vnTypes,
  fast: vnTypes,
};

export const lotteryBetTypeCodes: readonly LotteryBetTypeCode[] = [
  ...thaiTypes.map((t) => t.code),
  ...vnTypes.map((t) => t.code),
];

/** The bet type of a format, or null when the format has no such type. */
export function betTypeOf(format: LotteryFormatId, code: string): LotteryBetType | null {
  return LOTTERY_BET_TYPES[format].find((t) => t.code === code) ?? null;
}

/** Distinct orderings of the digits of `n`, sorted ('112' → 112, 121, 211). */
export function permutations(n: string): string[] {
  if (n.length <= 1) return [n];
  const out = new Set<string>();
  for (let i = 0; i < n.length; i++)
    for (const rest of permutations(n.slice(0, i) + n.slice(i + 1))) out.add(n.charAt(i) + rest);
  return [...out].sort();
}

/** The units a bet's numbers stand for, each counted once, in the order picked. */
export function expandUnits(type: LotteryBetType, numbers: readonly string[]): string[] {
  const units = new Set<string>();
  for (const n of numbers)
    for (const u of type.expand === 'permutations' ? permutations(n) : [n]) units.add(u);
  return [...units];
}

/** Index of the first number that does not have the type's digits, or -1. */
export function badNumberIndex(type: LotteryBetType, numbers: readonly string[]): number {
  const shape = new RegExp(`^\\d{${type.digits}}$`);
  return numbers.findIndex((n) => !shape.test(n));
}

/** Decimal odds ("3.2") as units of 10^-4 (32000n); null when not a decimal of ≤ 4 places. */
export function oddsUnits(odds: string): bigint | null {
  const m = /^(\d{1,9})(?:\.(\d{1,4}))?$/.exec(odds);
  if (!m) return null;
  return BigInt(m[1] ?? '0') * 10_000n + BigInt((m[2] ?? '').padEnd(4, '0'));
}

/** The merchant's odds for a bet type, else the default. */
export function oddsOf(type: LotteryBetType, overrides?: Partial<Record<string, string>>): string {
  const own = overrides?.[type.code];
  return own !== undefined && oddsUnits(own) !== null ? own : type.defaultOdds;
}

/**
 * The win of some units of one bet against a result, in money units: stake per unit × hits ×
 * odds, rounded down to the unit. 0n when nothing hits.
 */
export function winOf(
  type: LotteryBetType,
  units: readonly string[],
  stakePerUnit: bigint,
  odds: string,
  result: readonly string[],
): { hits: number; win: bigint } {
  const perHit = oddsUnits(odds);
  if (perHit === null) throw new Error(`bad odds ${odds}`);
  const hits = units.reduce((sum, u) => sum + type.hits(u, result), 0);
  return { hits, win: (stakePerUnit * BigInt(hits) * perHit) / 10_000n };
}
