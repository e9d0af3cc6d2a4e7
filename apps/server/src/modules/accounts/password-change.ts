import { ErrorCode, type MerchantConfig } from '@lotto/contract';
import { fieldError, HttpError } from '../../lib/http-error';
import { verifyPassword } from '../../lib/password-hashing';
import type { AuthenticatedMember } from '../../plugins/session-auth.plugin';
import { loadMember } from './members.service';
import { accountWords, checkNewPassword } from './new-password-check';
import { setPassword, type PasswordDeps } from './password-deps';

/** §7 change password: every other session of the member ends. */
export async function changeLoginPassword(
  deps: PasswordDeps,
  session: AuthenticatedMember,
  merchant: MerchantConfig,
  oldPassword: string,
  newPassword: string,
) {
  if (session.isTrial) throw new HttpError(ErrorCode.TRIAL_NOT_ALLOWED);
  const member = await loadMember(deps.accounts.db, session.id);
  if (!(await verifyPassword(member.passwordHash, oldPassword))) {
    throw fieldError('oldPassword', 'the old password is wrong', ErrorCode.WRONG_CREDENTIALS);
  }
  if (newPassword === oldPassword) {
    throw fieldError(
      'newPassword',
      'the new password must differ from the old one',
      ErrorCode.SAME_PASSWORD,
    );
  }
  checkNewPassword(merchant, newPassword, 'newPassword', accountWords(member));
  // The payment password never equals the login password, either way round.
  if (
    member.paymentPasswordHash &&
    (await verifyPassword(member.paymentPasswordHash, newPassword))
  ) {
    throw fieldError(
      'newPassword',
      'the login password must differ from the payment password',
      ErrorCode.PAYMENT_PASSWORD_SAME_AS_LOGIN,
    );
  }
  await setPassword(deps, member, newPassword, session.sessionId);
}
