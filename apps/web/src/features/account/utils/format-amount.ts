import { formatDecimalCut } from '@/lib/format-decimal';

/**
 * A decimal string cut to `decimals` places with the language's separators, on the digits only
 * (UI.md "Money": never through a float). Truncates: a balance is never shown as more than it is.
 */
export const formatAmount = (amount: string, decimals: number, language: string): string =>
  formatDecimalCut(amount, decimals, language);
