import { ErrorCode } from '@lotto/contract';
import type { Language } from '@lotto/contract';
import { ApiError } from '@/lib/api-client';
import { errorMessage, loadErrorTexts, reasonOf } from '@/lib/error-texts';

/**
 * Refusals of a launch that the player can act on (log in again, use a real account, wait): §8
 * hides the loading indicator on any failure, and these also say why. A 400 or a network failure
 * is ours to fix, not the player's, and only hides the indicator.
 */
const ACTIONABLE: ReadonlySet<string> = new Set<ErrorCode>([
  ErrorCode.UNAUTHORIZED,
  ErrorCode.SESSION_EXPIRED,
  ErrorCode.FORBIDDEN,
  ErrorCode.TRIAL_NOT_ALLOWED,
  ErrorCode.USER_DISABLED,
  ErrorCode.MAINTENANCE,
  ErrorCode.REGION_RESTRICTED,
  ErrorCode.BUSY,
  ErrorCode.RATE_LIMITED,
  // Issue 34: a time-out or self-exclusion, or a limit the member set.
  ErrorCode.PROTECTION_EXCLUDED,
  ErrorCode.PROTECTION_LIMIT,
]);

/** The text of a refused launch in the player's language, or null when nothing is to be shown. */
export const launchRefusalText = async (
  error: unknown,
  language: Language,
): Promise<string | null> => {
  if (!(error instanceof ApiError) || !ACTIONABLE.has(error.code)) return null;
  try {
    await loadErrorTexts(language);
  } catch {
    return error.message || null;
  }
  // A refusal with a catalogued reason says it in full (until when a time-out holds).
  return reasonOf(error.value, language) ?? errorMessage(error.code as ErrorCode, language);
};
