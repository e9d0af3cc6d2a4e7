import { ErrorCode } from '@lotto/contract';
import type { Language } from '@lotto/contract';
import { ApiError } from '@/lib/api-client';

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
]);

/** The text of a refused launch in the player's language, or null when nothing is to be shown. */
export const launchRefusalText = async (
  error: unknown,
  language: Language,
): Promise<string | null> => {
  if (!(error instanceof ApiError) || !ACTIONABLE.has(error.code)) return null;
  try {
    const { errorMessage } = await import('./launch-refusal-catalogue');
    return errorMessage(error.code as ErrorCode, language);
  } catch {
    return error.message || null;
  }
};
