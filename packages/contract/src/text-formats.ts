// Formats both sides check, without zod: the app's forms read them without the schemas chunk
// (apps/web/vite.config.ts keeps this file with the shell's constants).

/** An e-mail address without quoting or markup characters (no <, >, quotes, commas or spaces). */
export const EMAIL_PATTERN = /[^\s@<>()[\]\\,;:"']+@[^\s@<>()[\]\\,;:"']+\.[^\s@<>()[\]\\,;:"']+/;

/**
 * §5 "payee real name format": letters of any script with the marks names carry (Thai and
 * Vietnamese vowels and tones are combining marks), words parted by a space, an apostrophe, a
 * hyphen, a dot or a middle dot. No digits, symbols, emoji or markup: the bank pays the name.
 */
export const PAYEE_NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ .'’·-]+[\p{L}\p{M}]+)*\.?$/u;
export const PAYEE_NAME_MESSAGE = 'payeeName must be letters, spaces and the marks names use';
export const isPayeeName = (value: string): boolean => PAYEE_NAME_PATTERN.test(value);
/** §5 payee real name: its length bounds, after trimming. */
export const PAYEE_NAME_MIN_LENGTH = 2;
export const PAYEE_NAME_MAX_LENGTH = 80;
/** The whole payee-name rule without zod, for a form checked before the schemas load. */
export const isValidPayeeName = (value: string): boolean => {
  const name = value.trim();
  return (
    name.length >= PAYEE_NAME_MIN_LENGTH &&
    name.length <= PAYEE_NAME_MAX_LENGTH &&
    isPayeeName(name)
  );
};
