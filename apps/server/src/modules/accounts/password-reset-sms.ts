import { ErrorCode, type MerchantConfig } from '@lotto/contract';
import { HttpError } from '../../lib/http-error';
import { findMemberByMobile } from './members.repository';
import { accountWords, checkNewPassword } from './new-password-check';
import { setPassword, type PasswordDeps } from './password-deps';
import { mobileE164 } from './phone-number';

/** §4 reset by SMS: the code proves the number, which names the account. */
export async function resetLoginPasswordBySms(
  deps: PasswordDeps,
  merchant: MerchantConfig,
  body: {
    countryDialingCode?: string;
    mobileNum: string;
    verificationCode: string;
    newPassword: string;
  },
) {
  const { db, sms } = deps.accounts;
  const mobile = mobileE164(merchant, body.countryDialingCode, body.mobileNum);
  checkNewPassword(merchant, body.newPassword, 'newPassword');
  await sms.consume(merchant, mobile, body.verificationCode);
  const member = await findMemberByMobile(db, merchant.code, mobile);
  if (!member || member.isTrial || member.disabled) throw new HttpError(ErrorCode.USER_DISABLED);
  checkNewPassword(merchant, body.newPassword, 'newPassword', accountWords(member));
  await setPassword(deps, member, body.newPassword, null);
}
