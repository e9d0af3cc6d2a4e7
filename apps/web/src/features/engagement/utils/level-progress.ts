/** The share of a threshold reached, 0-100, from decimal strings and without floats on money. */
export function progressPercent(amount: string, threshold: string): number {
  const units = (v: string) => {
    const [whole = '0', fraction = ''] = v.split('.');
    return BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0').slice(0, 4) || '0');
  };
  const target = units(threshold);
  if (target <= 0n) return 100;
  const reached = units(amount);
  if (reached >= target) return 100;
  return Number((reached * 100n) / target);
}

/** What is still missing to the threshold, as a decimal string with 4 places. */
export function remaining(amount: string, threshold: string): string {
  const units = (v: string) => {
    const [whole = '0', fraction = ''] = v.split('.');
    return BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0').slice(0, 4) || '0');
  };
  const left = units(threshold) - units(amount);
  const v = left > 0n ? left : 0n;
  return `${v / 10_000n}.${(v % 10_000n).toString().padStart(4, '0')}`;
}

/** Basis points as a percent text: 80 → "0.8". */
export const percentOfBasisPoints = (bp: number): string => {
  const whole = Math.floor(bp / 100);
  const rest = (bp % 100).toString().padStart(2, '0').replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : String(whole);
};
