import { asciiDigits } from '@/lib/digits';
import { formatDecimalCut } from '@/lib/format-decimal';

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * A decimal string from the server (4 places) in the currency's decimals, cut (never rounded up:
 * never show more than there is), with the language's separators. Digits only, never a float.
 */
export const formatMoney = (amount: string, decimals: number, language: string): string =>
  formatDecimalCut(amount, decimals, language);

/** A number as a member may type it: Thai digits, a sign, a decimal comma. */
const SIGNED_NUMBER = /^[-+]?\d+(?:\.\d*)?$|^[-+]?\.\d+$/;

/** Amount as typed → in ten-thousandths, or null when it is not a plain positive decimal. */
export const amountUnits = (text: string): bigint | null => {
  const m = DECIMAL.exec(asciiDigits(text).trim());
  if (!m) return null;
  const [, whole = '0', fraction = ''] = m;
  if (fraction.length > 4) return null;
  return BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0'));
};

export type AmountProblem =
  | { key: 'money.amount_required' }
  | { key: 'money.amount_format' }
  | { key: 'money.amount_decimals'; decimals: number }
  | { key: 'money.amount_min'; min: string }
  | { key: 'money.amount_max'; max: string };

/** The same checks as the server, so the member reads them before sending. */
export function amountProblem(
  text: string,
  limits: { min: string; max: string; decimals: number },
): AmountProblem | null {
  const typed = asciiDigits(text).trim().replace(',', '.');
  if (typed === '') return { key: 'money.amount_required' };
  const units = amountUnits(typed);
  // Zero or less is a number, just below the minimum: say the minimum, not "enter a number".
  if (
    units === null &&
    SIGNED_NUMBER.test(typed) &&
    (typed.startsWith('-') || !/[1-9]/.test(typed))
  )
    return { key: 'money.amount_min', min: limits.min };
  if (units === null) return { key: 'money.amount_format' };
  if (units === 0n) return { key: 'money.amount_min', min: limits.min };
  const places = typed.includes('.') ? typed.length - typed.indexOf('.') - 1 : 0;
  if (places > limits.decimals) return { key: 'money.amount_decimals', decimals: limits.decimals };
  if (units < (amountUnits(limits.min) ?? 0n)) return { key: 'money.amount_min', min: limits.min };
  if (units > (amountUnits(limits.max) ?? 0n)) return { key: 'money.amount_max', max: limits.max };
  return null;
}

/** Quick-amount chips: round amounts inside the limits. */
export function quickAmounts(min: string, max: string): string[] {
  const lo = amountUnits(min) ?? 0n;
  const hi = amountUnits(max) ?? 0n;
  return ['100', '300', '500', '1000', '5000', '10000']
    .filter((a) => {
      const u = BigInt(a) * 10_000n;
      return u >= lo && u <= hi;
    })
    .slice(0, 6);
}

/** A payment password: 6 digits (requestWithdrawBody, paymentPasswordBody). */
export const PAYMENT_PASSWORD = /^\d{6}$/;
