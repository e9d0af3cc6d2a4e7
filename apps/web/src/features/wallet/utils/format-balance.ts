import { TOP_BAR_BALANCE_DECIMALS } from '@lotto/contract';
import { formatDecimal } from '@/lib/format-decimal';

export { formatDecimal, localeOf } from '@/lib/format-decimal';

/** §3, §9 the top bar shows 2 decimals. */
export const formatTopBarBalance = (sumBalance: string, locale: string): string =>
  formatDecimal(sumBalance, TOP_BAR_BALANCE_DECIMALS, locale) ?? sumBalance;

/** True when the balance is zero (§2.3 the first-visit popup's rule for members). */
export const isZeroBalance = (sumBalance: string): boolean => /^0*(\.0*)?$/.test(sumBalance.trim());
