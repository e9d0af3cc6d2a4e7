import { randomInt } from 'node:crypto';

/**
 * The demo slot's paytable: three reels that either line up (a win of `multiplier` times the
 * bet) or do not. Weights are out of PAYTABLE_TOTAL; the return to player is
 * sum(weight × multiplier) / PAYTABLE_TOTAL = 9600 / 10000 = 96%.
 */
export const PAYTABLE_TOTAL = 10_000;
export const PAYTABLE = [
  { symbol: '7', multiplier: 50n, weight: 20 },
  { symbol: 'BAR', multiplier: 20n, weight: 50 },
  { symbol: '🔔', multiplier: 10n, weight: 150 },
  { symbol: '🍑', multiplier: 5n, weight: 300 },
  { symbol: '🍒', multiplier: 2n, weight: 1000 },
  { symbol: '🍋', multiplier: 1n, weight: 2600 },
] as const;
const SYMBOLS = PAYTABLE.map((p) => p.symbol);
/** The paytable's top prize, as a multiple of the bet: the most one spin can pay. */
export const DEMO_MAX_MULTIPLIER = Math.max(...PAYTABLE.map((p) => Number(p.multiplier)));

export interface SpinOutcome {
  reels: [string, string, string];
  multiplier: bigint;
}

/** Reads one roll in [0, PAYTABLE_TOTAL) as an outcome; `pick` chooses the losing symbols. */
export function outcomeOf(
  roll: number,
  pick: (n: number) => number = (n) => randomInt(n),
): SpinOutcome {
  let edge = 0;
  for (const line of PAYTABLE) {
    edge += line.weight;
    if (roll < edge)
      return { reels: [line.symbol, line.symbol, line.symbol], multiplier: line.multiplier };
  }
  // A loss shows three symbols that do not all match.
  const a = SYMBOLS[pick(SYMBOLS.length)]!;
  const b = SYMBOLS[pick(SYMBOLS.length)]!;
  const others = SYMBOLS.filter((s) => s !== a);
  const c = a === b ? others[pick(others.length)]! : SYMBOLS[pick(SYMBOLS.length)]!;
  return { reels: [a, b, c], multiplier: 0n };
}

/** One spin from the operating system's cryptographic source. */
export const spin = (): SpinOutcome => outcomeOf(randomInt(PAYTABLE_TOTAL));

/** §2.8 bet sizes on the page: the game's minimum bet and the ladder above it. */
export const BET_LADDER = ['1', '5', '10', '50', '100'] as const;
