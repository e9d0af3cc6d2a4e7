import { ErrorCode, type MerchantConfig } from '@lotto/contract';
import { fieldError } from '../../lib/http-error';
import { passwordProblem, passwordProblemMessage } from '../../lib/password-policy';
import type { MemberRow } from './members.repository';

/** Refuses a new login password the merchant's policy does not accept, on `field`. */
export function checkNewPassword(
  merchant: MerchantConfig,
  password: string,
  field = 'password',
  userInputs: readonly string[] = [],
) {
  const problem = passwordProblem(password, merchant, userInputs);
  if (problem)
    throw fieldError(field, `${field} ${passwordProblemMessage[problem]}`, ErrorCode.WEAK_PASSWORD);
}

/** What a member's password must not contain besides the site's words. */
export const accountWords = (member: MemberRow): string[] =>
  [member.username, member.mobileNum].filter((w): w is string => Boolean(w));
