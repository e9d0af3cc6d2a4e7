import type { ChangeEvent } from 'react';

/** Thai digits ๐-๙ (U+0E50–U+0E59), which a Thai keyboard types, read as 0-9. */
const THAI_ZERO = 0x0e50;
const THAI_DIGIT = /[\u0E50-\u0E59]/g;

/** The text with every Thai digit replaced by its ASCII digit; everything else unchanged. */
export const asciiDigits = (text: string): string =>
  text.replace(THAI_DIGIT, (d) => String(d.charCodeAt(0) - THAI_ZERO));

/**
 * A react-hook-form registration whose field reads Thai digits as ASCII ones as they are typed,
 * for fields that take digits (codes, phone numbers, payment passwords).
 */
export const withAsciiDigits = <
  R extends { onChange: (event: ChangeEvent<HTMLInputElement>) => unknown },
>(
  registration: R,
): R => ({
  ...registration,
  onChange: (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const ascii = asciiDigits(typed);
    if (ascii !== typed) event.target.value = ascii;
    return registration.onChange(event);
  },
});
