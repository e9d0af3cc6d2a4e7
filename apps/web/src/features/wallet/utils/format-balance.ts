import { TOP_BAR_BALANCE_DECIMALS } from '@lotto/contract';
import { formatDecimal } from '@/lib/format-decimal';

export { formatDecimal, localeOf } from '@/lib/format-decimal';

/** §3, §9 the top bar shows 2 decimals. */
export const formatTopBarBalance = (sumBalance: string, locale: string): string =>
  formatDecimal(sumBalance, TOP_BAR_BALANCE_DECIMALS, locale) ?? sumBalance;

/** True when the balance is zero (§2.3 the first-visit popup's rule for members). */
export const isZeroBalance = (sumBalance: string): boolean => /^0*(\.0*)?$/.test(sumBalance.trim());

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** A decimal string as an integer of 10^-scale units (exact: no float on the way). */
const toScaled = (amount: string, scale: number): bigint => {
  const m = DECIMAL.exec(amount.trim());
  if (!m) throw new Error(`not a decimal amount: ${amount}`);
  const [, whole = '0', frac = ''] = m;
  return BigInt(whole) * 10n ** BigInt(scale) + BigInt((frac + '0'.repeat(scale)).slice(0, scale));
};

/**
 * §2.12, §3 the member's total wallet: cash and bonus together (money held for a withdrawal has
 * left it). What the top bar and the side panel both show.
 */
export const walletTotal = (wallet: { sumBalance: string; bonus: string }): string => {
  const scale = Math.max(
    ...[wallet.sumBalance, wallet.bonus].map((a) => a.split('.')[1]?.length ?? 0),
  );
  const units = toScaled(wallet.sumBalance, scale) + toScaled(wallet.bonus, scale);
  const text = units.toString().padStart(scale + 1, '0');
  return scale > 0 ? `${text.slice(0, -scale)}.${text.slice(-scale)}` : text;
};
