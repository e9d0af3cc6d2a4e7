import { ErrorCode, type LoginHistoryItem, type SecurityConfigValue } from '@lotto/contract';
import { fieldError } from '../../lib/http-error';
import type { Accounts } from './accounts.module';
import type { Client } from './client';
import { bindEmailText } from './code-messages';
import { findMemberByMobile, loadMember, updateMember } from './members.service';
import { latestMemberLogins } from './member-security.repository';
import { mobileE164 } from './phone-number';
import type { TwoFactorService } from './two-factor.service';
import { CodePurpose, codeSubject } from './verification-codes.service';
import { isUniqueViolation } from '../../db/unique-violation';

const EMAIL_BIND_PURPOSE = CodePurpose.emailBind;

/** The code proves this address for this account, not any address the member names later. */
const emailSubject = (memberId: number, email: string) =>
  `${codeSubject.account(memberId)}:email:${email.toLowerCase()}`;

const numberTaken = () =>
  fieldError('mobileNum', 'this mobile number is already registered', ErrorCode.MOBILE_EXISTS);

/** Security centre: what secures the account, its sign-ins, e-mail and number. */
// eslint-disable-next-line max-lines-per-function -- the member security service's method table (config, login history, e-mail and mobile binding with their codes): six methods of 10-24 lines over one set of account deps, each linted on its own
export function createMemberSecurityService(accounts: Accounts, twoFactor: TwoFactorService) {
  const { db, clock, codes, sms, messages } = accounts;

  return {
    async config(memberId: number): Promise<SecurityConfigValue> {
      const m = await loadMember(db, memberId);
      return {
        username: m.username,
        email: m.email,
        emailVerified: m.emailVerifiedAt !== null,
        provenMobile: m.mobileE164,
        unprovenMobile: m.mobileE164 || !m.mobileNum ? null : m.mobileNum,
        payeeName: m.payeeName,
        ...(await twoFactor.status(memberId)),
      };
    },

    async loginHistory(memberId: number): Promise<{ list: LoginHistoryItem[] }> {
      const rows = await latestMemberLogins(db, memberId);
      return {
        list: rows.map((r) => ({
          at: r.at.getTime(),
          device: r.userAgent,
          ip: r.ip,
          country: r.country,
          method: r.method,
        })),
      };
    },

    async sendEmailCode(client: Client, memberId: number, email: string): Promise<number> {
      const recipient = email.toLowerCase();
      const subject = emailSubject(memberId, email);
      const issued = await codes.issue({
        merchantCode: client.merchant.code,
        channel: 'email',
        recipient,
        purpose: EMAIL_BIND_PURPOSE,
        subjects: [subject],
        ip: client.ip,
      });
      const text = bindEmailText[client.language];
      await messages.send({
        merchantCode: client.merchant.code,
        channel: 'email',
        recipient,
        subject: text.subject(client.merchant.name),
        body: text.body(issued.codes.get(subject)!),
      });
      return issued.nextAt;
    },

    async bindEmail(client: Client, memberId: number, email: string, code: string) {
      await codes.consume(
        client.merchant.code,
        [emailSubject(memberId, email)],
        EMAIL_BIND_PURPOSE,
        code,
        'verificationCode',
      );
      await updateMember(db, memberId, { email, emailVerifiedAt: clock() });
    },

    async sendMobileCode(
      client: Client,
      memberId: number,
      body: { mobileNum: string; countryDialingCode?: string | undefined },
    ): Promise<number> {
      const mobile = mobileE164(client.merchant, body.countryDialingCode, body.mobileNum);
      const owner = await findMemberByMobile(db, client.merchant.code, mobile);
      if (owner && owner.id !== memberId) throw numberTaken();
      return sms.send(client.merchant, mobile, client.ip, client.language);
    },

    /** The code proves the number; from then on it serves SMS login and the SMS reset. */
    async bindMobile(
      client: Client,
      memberId: number,
      body: {
        mobileNum: string;
        countryDialingCode?: string | undefined;
        verificationCode: string;
      },
    ) {
      const mobile = mobileE164(client.merchant, body.countryDialingCode, body.mobileNum);
      const owner = await findMemberByMobile(db, client.merchant.code, mobile);
      if (owner && owner.id !== memberId) throw numberTaken();
      await sms.consume(client.merchant, mobile, body.verificationCode);
      try {
        await updateMember(db, memberId, {
          mobileE164: mobile,
          mobileNum: body.mobileNum,
          countryDialingCode: body.countryDialingCode ?? null,
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw numberTaken();
        throw err;
      }
    },
  };
}
