import { formatDecimalCut } from '@/lib/format-decimal';

/** Decimals a limit and what is left are shown with (a limit is never read as more than it is). */
export const LIMIT_DECIMALS = 2;

/** A decimal string (possibly negative) cut to the shown decimals in the language's separators. */
export const formatLimitAmount = (amount: string, language: string): string => {
  const negative = amount.startsWith('-');
  const text = formatDecimalCut(negative ? amount.slice(1) : amount, LIMIT_DECIMALS, language);
  return negative ? `-${text}` : text;
};
