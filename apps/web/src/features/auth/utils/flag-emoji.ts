const REGIONAL_INDICATOR_A = 0x1f1e6;

/** TH → 🇹🇭: two regional indicator symbols; no flag images to load. */
export const flagEmoji = (countryCode: string): string =>
  /^[A-Za-z]{2}$/.test(countryCode)
    ? String.fromCodePoint(
        ...[...countryCode.toUpperCase()].map((c) => REGIONAL_INDICATOR_A + c.charCodeAt(0) - 65),
      )
    : '';
