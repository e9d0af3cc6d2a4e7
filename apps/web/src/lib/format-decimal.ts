import { languageTagOf } from '@lotto/contract';

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * A decimal string rounded half up to `decimals` places and written with the locale's thousands
 * and decimal separators. Works on the digits, never through a float (UI.md "Money").
 */
export const formatDecimal = (amount: string, decimals: number, locale: string): string | null => {
  const m = DECIMAL.exec(amount.trim());
  if (!m) return null;
  const [, intPart = '0', fracPart = ''] = m;
  const scale = 10n ** BigInt(decimals);
  const padded = (fracPart + '0'.repeat(decimals + 1)).slice(0, decimals + 1);
  let minor = BigInt(intPart) * scale + BigInt(padded.slice(0, decimals) || '0');
  if (Number(padded.at(-1)) >= 5) minor += 1n;
  return writeDecimal(minor / scale, (minor % scale).toString().padStart(decimals, '0'), locale);
};

/** Whole part grouped and fraction joined as the locale writes them (vi, id: 1.234,50). */
const writeDecimal = (whole: bigint, fraction: string, locale: string): string => {
  const format = new Intl.NumberFormat(localeOf(locale), { useGrouping: true });
  const separator = format.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  const wholeText = format.format(whole);
  return fraction.length > 0 ? `${wholeText}${separator}${fraction}` : wholeText;
};

/**
 * A decimal string cut (never rounded up: a balance or a limit never reads as more than it is) to
 * `decimals` places, in the locale's separators; the text unchanged when it is not a decimal.
 */
export const formatDecimalCut = (amount: string, decimals: number, locale: string): string => {
  const m = DECIMAL.exec(amount.trim());
  if (!m) return amount;
  const [, whole = '0', fraction = ''] = m;
  return writeDecimal(BigInt(whole), fraction.padEnd(decimals, '0').slice(0, decimals), locale);
};

/** A whole number (points, a quick amount) grouped as the locale groups it. */
export const formatWhole = (value: number | string, locale: string): string =>
  formatDecimalCut(String(value), 0, locale);

/** A signed decimal string ("-12.5") formatted as formatDecimal does, with the minus kept. */
export const formatSignedDecimal = (amount: string, decimals: number, locale: string) => {
  const negative = amount.trim().startsWith('-');
  const text = formatDecimal(negative ? amount.trim().slice(1) : amount, decimals, locale);
  if (text === null) return null;
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
};

/**
 * BCP 47 locale of a catalogue language, for number formats (the picker's cn is zh-CN), with Latin
 * digits: the app writes 0-9 in every language, as the amounts the player types and the server's.
 */
export const localeOf = (language: string): string =>
  language.includes('-u-') ? language : `${languageTagOf(language)}-u-nu-latn`;

/** A rate as the server sends it ("100.00", "0.8"), its trailing zeros dropped, in the locale. */
export const formatRate = (rate: string, locale: string): string => {
  const m = DECIMAL.exec(rate.trim());
  if (!m) return rate;
  const fraction = (m[2] ?? '').replace(/0+$/, '');
  return formatDecimalCut(
    fraction ? `${m[1]}.${fraction}` : (m[1] ?? rate),
    fraction.length,
    locale,
  );
};
