import { ErrorCode, type MerchantConfig } from '@lotto/contract';
import { fieldError, HttpError } from '../../lib/http-error';
import { resetEmailText } from './code-messages';
import { CodePurpose, codeSubject } from './verification-codes.service';
import type { Accounts } from './accounts.module';
import type { Client } from './client';
import {
  findMemberByMobile,
  findMembersByEmail,
  updateMember,
  type MemberRow,
} from './members.repository';
import { loadMember } from './members.service';
import { hashPassword, verifyPassword } from '../../lib/password-hashing';
import { passwordProblem, passwordProblemMessage } from '../../lib/password-policy';
import { mobileE164 } from './phone-number';
import type { AuthenticatedMember } from '../../plugins/session-auth.plugin';
import type { SessionsService } from './sessions.service';

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

// eslint-disable-next-line max-lines-per-function -- the password service's method table (change, resetBySms, sendEmailCode, resetByEmail, setPaymentPassword) sharing setPassword; each is linted on its own, the longest 35 lines
export function createPasswordService(accounts: Accounts, sessions: SessionsService) {
  const { db, clock } = accounts;

  async function setPassword(member: MemberRow, password: string, keepSessionId: number | null) {
    await updateMember(db, member.id, {
      passwordHash: await hashPassword(password),
      firstTimeLogin: false,
      passwordChangedAt: clock(),
    });
    await sessions.endOthers(member.id, keepSessionId);
  }

  return {
    /** §7 change password: every other session of the member ends. */
    async change(
      session: AuthenticatedMember,
      merchant: MerchantConfig,
      oldPassword: string,
      newPassword: string,
    ) {
      if (session.isTrial) throw new HttpError(ErrorCode.TRIAL_NOT_ALLOWED);
      const member = await loadMember(db, session.id);
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
      await setPassword(member, newPassword, session.sessionId);
    },

    /** §4 reset by SMS: the code proves the number, which names the account. */
    async resetBySms(
      merchant: MerchantConfig,
      body: {
        countryDialingCode?: string;
        mobileNum: string;
        verificationCode: string;
        newPassword: string;
      },
    ) {
      const mobile = mobileE164(merchant, body.countryDialingCode, body.mobileNum);
      checkNewPassword(merchant, body.newPassword, 'newPassword');
      await accounts.sms.consume(merchant, mobile, body.verificationCode);
      const member = await findMemberByMobile(db, merchant.code, mobile);
      if (!member || member.isTrial || member.disabled)
        throw new HttpError(ErrorCode.USER_DISABLED);
      checkNewPassword(merchant, body.newPassword, 'newPassword', accountWords(member));
      await setPassword(member, body.newPassword, null);
    },

    /**
     * Answers the same whether or not the address is known, and whether or not a limit held the
     * message back: anything else would tell which addresses have accounts.
     */
    async sendEmailCode(client: Client, email: string, altchaPayload: string | undefined) {
      await accounts.altcha.verify(altchaPayload);
      const merchant = client.merchant;
      const found = (await findMembersByEmail(db, merchant.code, email)).filter(
        (m) => !m.isTrial && !m.disabled,
      );
      if (found.length === 0) return;
      const recipient = email.toLowerCase();
      let issued;
      try {
        issued = await accounts.codes.issue({
          merchantCode: merchant.code,
          channel: 'email',
          recipient,
          purpose: CodePurpose.passwordReset,
          subjects: found.map((m) => codeSubject.account(m.id)),
          ip: client.ip,
        });
      } catch (err) {
        if (err instanceof HttpError) return;
        throw err;
      }
      const link = `https://${merchant.mainDomain}/m/forget?method=email&email=${encodeURIComponent(email)}`;
      const text = resetEmailText[client.language];
      const lines = found.map((m) =>
        text.line(m.username, issued.codes.get(codeSubject.account(m.id))!),
      );
      await accounts.messages.send({
        merchantCode: merchant.code,
        channel: 'email',
        recipient,
        subject: text.subject(merchant.name),
        body: [...lines, text.closing(link)].join('\n'),
      });
    },

    async resetByEmail(merchant: MerchantConfig, email: string, code: string, newPassword: string) {
      const candidates = (await findMembersByEmail(db, merchant.code, email)).filter(
        (m) => !m.isTrial && !m.disabled,
      );
      checkNewPassword(merchant, newPassword, 'newPassword');
      const subject = await accounts.codes.consume(
        merchant.code,
        candidates.map((m) => codeSubject.account(m.id)),
        CodePurpose.passwordReset,
        code,
        'code',
      );
      const member = candidates.find((m) => codeSubject.account(m.id) === subject)!;
      // Checked once the code has named the account: before, it would tell a stranger the username.
      checkNewPassword(merchant, newPassword, 'newPassword', accountWords(member));
      await setPassword(member, newPassword, null);
    },

    async setPaymentPassword(memberId: number, loginPassword: string, paymentPassword: string) {
      const member = await loadMember(db, memberId);
      if (!(await verifyPassword(member.passwordHash, loginPassword))) {
        throw fieldError('password', 'the login password is wrong', ErrorCode.WRONG_CREDENTIALS);
      }
      if (paymentPassword === loginPassword) {
        throw fieldError(
          'paymentPassword',
          'the payment password must differ from the login password',
          ErrorCode.PAYMENT_PASSWORD_SAME_AS_LOGIN,
        );
      }
      await updateMember(db, member.id, {
        paymentPasswordHash: await hashPassword(paymentPassword),
      });
    },
  };
}

/** What a member's password must not contain besides the site's words. */
const accountWords = (member: MemberRow): string[] =>
  [member.username, member.mobileNum].filter((w): w is string => Boolean(w));
