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
  const whole = minor / scale;
  const frac = (minor % scale).toString().padStart(decimals, '0');
  const format = new Intl.NumberFormat(locale, { useGrouping: true });
  const separator = format.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  const wholeText = format.format(whole);
  return decimals > 0 ? `${wholeText}${separator}${frac}` : wholeText;
};

/** A signed decimal string ("-12.5") formatted as formatDecimal does, with the minus kept. */
export const formatSignedDecimal = (amount: string, decimals: number, locale: string) => {
  const negative = amount.trim().startsWith('-');
  const text = formatDecimal(negative ? amount.trim().slice(1) : amount, decimals, locale);
  if (text === null) return null;
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
};

/** BCP 47 locale of an app language, for number formats (the picker's cn is Chinese). */
export const localeOf = (language: string): string => (language === 'cn' ? 'zh-CN' : language);
