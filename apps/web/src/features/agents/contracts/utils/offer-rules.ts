/** A threshold: 0 or more (decimals checked against the currency separately). */
const THRESHOLD = /^(?:0|[1-9]\d{0,11})(?:\.\d+)?$/;
/** A rate: a percent above 0, at most 100, at most two decimals. */
const RATE = /^(?:100(?:\.0{1,2})?|\d{1,2}(?:\.\d{1,2})?)$/;
const PLAYERS = /^\d{1,6}$/;

export interface TierDraft {
  threshold: string;
  activePlayers: string;
  rate: string;
}

const decimalsOf = (text: string) => (text.includes('.') ? text.length - text.indexOf('.') - 1 : 0);
/** Compares two decimal texts the pattern accepted, without floats. */
const hundredths = (text: string, places: number) => {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 10n ** BigInt(places) + BigInt(fraction.padEnd(places, '0') || '0');
};

/**
 * Issue 32: what the offer form refuses before it sends, as message keys by field
 * (`tiers.1.threshold` …), the server's own field names. The tiers go up: each threshold and rate
 * above the one before, its active players at least the one before's.
 */
export function offerProblems(
  tiers: readonly TierDraft[],
  decimals: number,
): Record<string, string> {
  const problems: Record<string, string> = {};
  tiers.forEach((tier, i) => {
    const field = (name: string) => `tiers.${i}.${name}`;
    const before = tiers[i - 1];
    const threshold = tier.threshold.trim();
    const rate = tier.rate.trim();
    const players = tier.activePlayers.trim();
    if (!threshold) problems[field('threshold')] = 'contracts.threshold_required';
    else if (!THRESHOLD.test(threshold) || decimalsOf(threshold) > decimals)
      problems[field('threshold')] = 'contracts.threshold_format';
    else if (
      before &&
      THRESHOLD.test(before.threshold.trim()) &&
      hundredths(threshold, 4) <= hundredths(before.threshold.trim(), 4)
    )
      problems[field('threshold')] = 'contracts.threshold_increasing';
    if (!PLAYERS.test(players)) problems[field('activePlayers')] = 'contracts.players_format';
    else if (
      before &&
      PLAYERS.test(before.activePlayers.trim()) &&
      Number(players) < Number(before.activePlayers)
    )
      problems[field('activePlayers')] = 'contracts.players_increasing';
    if (!RATE.test(rate) || hundredths(rate, 2) === 0n)
      problems[field('rate')] = 'contracts.rate_format';
    else if (
      before &&
      RATE.test(before.rate.trim()) &&
      hundredths(rate, 2) <= hundredths(before.rate.trim(), 2)
    )
      problems[field('rate')] = 'contracts.rate_increasing';
  });
  return problems;
}
