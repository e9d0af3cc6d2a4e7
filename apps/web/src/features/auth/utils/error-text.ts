import { ErrorCode, errorMessage } from '@lotto/contract';
import type { Language } from '@lotto/contract';
import { ApiError } from '@/lib/api-client';

const catalogueCodes = new Set<string>(Object.values(ErrorCode));

/**
 * §8: the message of a failure as the player reads it. A code of the catalogue reads in the
 * active language (the server may have named a field in English); otherwise the server's own
 * message, and the unknown-error text when there is none.
 */
export const apiErrorText = (error: unknown, language: Language, unknownText: string): string => {
  if (error instanceof ApiError) {
    if (catalogueCodes.has(error.code) && error.code !== ErrorCode.BAD_REQUEST)
      return errorMessage(error.code as ErrorCode, language);
    return error.message || unknownText;
  }
  return unknownText;
};

/** A 400's messages by field (value.fields), as the server names them. */
export const apiFieldErrors = (error: unknown): Record<string, string> => {
  if (!(error instanceof ApiError)) return {};
  const fields = (error.value as { fields?: unknown } | null)?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
};

/** §2.4, §4: the failure asks for the captcha from now on. */
export const asksForCaptcha = (error: unknown): boolean =>
  error instanceof ApiError && (error.value as { captcha?: unknown } | null)?.captcha === true;

/** A 429 SMS_TOO_SOON still says until when the last code runs (value.expirationTime). */
export const smsExpirationOf = (error: unknown): number | null => {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.SMS_TOO_SOON) return null;
  const at = (error.value as { expirationTime?: unknown } | null)?.expirationTime;
  return typeof at === 'number' ? at : null;
};
