/**
 * Money inside the server: bigint in units of 10^-WALLET_SCALE of the currency. 4 decimals is
 * the widest currency format of §3, so every decimal string the contract accepts fits exactly.
 */
export const WALLET_SCALE = 4;
const FACTOR = 10n ** BigInt(WALLET_SCALE);

/** "12.5" → 125000n. The input is a contract-validated decimal string (at most 4 decimals). */
export function toUnits(decimal: string): bigint {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? decimal.slice(1) : decimal).split('.');
  if (!/^\d+$/.test(whole) || !/^\d{0,4}$/.test(fraction))
    throw new Error(`not a decimal string: ${decimal}`);
  const units = BigInt(whole) * FACTOR + BigInt(fraction.padEnd(WALLET_SCALE, '0'));
  return negative ? -units : units;
}

/** 125000n → "12.5000": always 4 decimals, the §3 default format. */
export function fromUnits(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = abs / FACTOR;
  const fraction = (abs % FACTOR).toString().padStart(WALLET_SCALE, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** The smallest amount the merchant's currency can show: 0.01 for 2 decimals → 100n. */
export const currencyMinorUnit = (decimals: number): bigint =>
  10n ** BigInt(WALLET_SCALE - Math.min(decimals, WALLET_SCALE));

/** For display in the currency's own decimals (rounded down: never show more than there is). */
export function formatAmount(units: bigint, decimals: number): string {
  const text = fromUnits(units);
  const keep = Math.min(decimals, WALLET_SCALE);
  return keep === 0
    ? text.slice(0, text.indexOf('.'))
    : text.slice(0, text.indexOf('.') + 1 + keep);
}
