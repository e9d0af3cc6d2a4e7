import { ErrorCode, FieldIssueCode } from '@lotto/contract';
import type { FieldIssue, Language } from '@lotto/contract';
import { ApiError } from '@/lib/api-client';
import { errorMessage, loadErrorTexts, reasonOf } from '@/lib/error-texts';

const catalogueCodes = new Set<string>(Object.values(ErrorCode));

// The active language's texts are in before the app switches to it (i18n.ts); they are asked for
// again here in case that load failed.
const catalogueText = async (error: ApiError, language: Language): Promise<string | null> => {
  try {
    await loadErrorTexts(language);
  } catch {
    return null;
  }
  // A refusal with a catalogued reason says it in full (a registration a self-exclusion holds).
  return reasonOf(error.value, language) ?? errorMessage(error.code as ErrorCode, language);
};

/**
 * §8: the message of a failure as the player reads it. A code of the catalogue reads in the
 * active language (bad input too: its fields are worded under them, see apiFieldIssues);
 * anything else (no envelope, a network failure) reads as the unknown-error text.
 */
export const apiErrorText = async (
  error: unknown,
  language: Language,
  unknownText: string,
): Promise<string> => {
  if (!(error instanceof ApiError)) return unknownText;
  if (!catalogueCodes.has(error.code)) return unknownText;
  const catalogued = await catalogueText(error, language);
  // Without the language's texts (their file failed to load) the server's, in the request's language.
  return catalogued ?? (error.message || unknownText);
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

const issueCodes = new Set<string>(Object.values(FieldIssueCode));
const isFieldIssue = (v: unknown): v is FieldIssue =>
  typeof v === 'object' && v !== null && issueCodes.has(String((v as FieldIssue).code));

/**
 * A 400's refused fields with the code and parameters the app words itself (value.fieldCodes);
 * a field the server named only by a message (an older server) reads as 'invalid'.
 */
export const apiFieldIssues = (error: unknown): Record<string, FieldIssue> => {
  if (!(error instanceof ApiError)) return {};
  const codes = (error.value as { fieldCodes?: unknown } | null)?.fieldCodes;
  const issues: Record<string, FieldIssue> = {};
  for (const field of Object.keys(apiFieldErrors(error)))
    issues[field] = { code: FieldIssueCode.invalid };
  if (typeof codes === 'object' && codes !== null)
    for (const [field, issue] of Object.entries(codes))
      if (isFieldIssue(issue)) issues[field] = issue;
  return issues;
};

/** A failure of the captcha itself: a new image is needed whatever else happens. */
export const isCaptchaError = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.code === ErrorCode.CAPTCHA_WRONG ||
    error.code === ErrorCode.CAPTCHA_EXPIRED ||
    error.code === ErrorCode.CAPTCHA_REQUIRED);

/** §2.4, §4: the failure asks for the captcha from now on. */
export const asksForCaptcha = (error: unknown): boolean =>
  error instanceof ApiError && (error.value as { captcha?: unknown } | null)?.captcha === true;

/** A 429 SMS_TOO_SOON still says until when the last code runs (value.expirationTime). */
export const smsExpirationOf = (error: unknown): number | null => {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.SMS_TOO_SOON) return null;
  const at = (error.value as { expirationTime?: unknown } | null)?.expirationTime;
  return typeof at === 'number' ? at : null;
};

/** The age and terms fields a refusal names (each with the form's own message key). */
export const refusedAgeOrTerms = (error: unknown): { birthDate?: string; agreeTerms?: string } => {
  const fields = apiFieldErrors(error);
  return {
    ...('birthDate' in fields ? { birthDate: 'register.birth_date_required' } : {}),
    ...('agreeTerms' in fields ? { agreeTerms: 'register.agree_required' } : {}),
  };
};
