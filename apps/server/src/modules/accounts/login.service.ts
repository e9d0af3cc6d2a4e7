import {
  ErrorCode,
  MOBILE_NUM_PATTERN,
  type LoginBody,
  type LoginResult,
  type LoginValue,
  type MerchantConfig,
} from '@lotto/contract';
import { fieldError, HttpError } from '../../lib/http-error';
import { randomToken } from '../../lib/secrets';
import { grantStartingBalance } from '../wallet/wallet.service';
import type { Accounts } from './accounts.module';
import type { Client } from './client';
import {
  findMemberByMobile,
  findMemberByUsername,
  insertMember,
  loadMember,
  updateMember,
  type MemberRow,
} from './members.service';
import { insertMemberLogin, type LoginMethod } from './member-security.repository';
import type { SecondFactor, TwoFactorService } from './two-factor.service';
import { hashPassword, verifyPassword } from '../../lib/password-hashing';
import { mobileE164 } from './phone-number';
import { createPhoneCodeVerifier, type PhoneCodeVerifier } from './phone-code-identity';
import type { SessionsService } from './sessions.service';

/** §6: accounts of these types are not members (agent-only) and cannot log in on the member side. */
export const NON_MEMBER_TYPES: readonly number[] = [3];

/** Failed logins are counted per number as well as per username (':' is in no username). */
const mobileFailureKey = (e164: string) => `mobile:${e164}`;

export function createLoginService(
  accounts: Accounts,
  sessions: SessionsService,
  twoFactor: TwoFactorService,
  verifyPhoneCode: PhoneCodeVerifier = createPhoneCodeVerifier(),
) {
  const { db, clock, guard, captcha, altcha, sms } = accounts;

  /** A new session; a member's sign-in (not a trial's) goes into the login history. */
  async function startSession(
    member: MemberRow,
    client: Client,
    method: LoginMethod | null = null,
  ): Promise<LoginValue> {
    const token = await sessions.start(member, client);
    const now = clock();
    await updateMember(db, member.id, { lastLoginAt: now });
    if (method)
      await insertMemberLogin(db, {
        memberId: member.id,
        at: now,
        ip: client.ip,
        userAgent: client.userAgent,
        country: client.country,
        method,
      });
    return {
      token,
      userName: member.username,
      customerType: member.customerType,
      firstTimeLogin: member.firstTimeLogin,
    };
  }

  /**
   * Digits typed as a username that parse as a number of the merchant's
   * country (null otherwise).
   */
  function numberTypedAsUsername(merchant: MerchantConfig, name: string): string | null {
    if (!MOBILE_NUM_PATTERN.test(name)) return null;
    try {
      return mobileE164(merchant, undefined, name);
    } catch {
      return null;
    }
  }

  /** A username wins; digits that name no username are tried as a proven number. */
  async function findByUsernameOrNumber(
    merchant: MerchantConfig,
    name: string,
    asNumber: string | null,
  ) {
    const byName = await findMemberByUsername(db, merchant.code, name.toLowerCase());
    if (byName || !asNumber) return byName;
    return findMemberByMobile(db, merchant.code, asNumber);
  }

  function checkLoginAllowed(member: MemberRow) {
    if (member.disabled) throw new HttpError(ErrorCode.USER_DISABLED);
    if (NON_MEMBER_TYPES.includes(member.customerType)) throw new HttpError(ErrorCode.NON_MEMBER);
  }

  /** §2.4, §8 brute-force rule: once required, the captcha is checked before anything else. */
  async function captchaGate(
    client: Client,
    username: string | null,
    body: { captcha?: string; captchaId?: string },
  ) {
    const code = client.merchant.code;
    const required = await guard.captchaRequired(code, username, client.ip);
    if (!required && !body.captcha) return;
    if (required && !body.captcha)
      throw new HttpError(ErrorCode.CAPTCHA_REQUIRED, '', { captcha: true });
    try {
      await captcha.check(body.captchaId, body.captcha);
    } catch (err) {
      if (err instanceof HttpError)
        throw new HttpError(err.code, err.message, { ...err.value, captcha: true });
      throw err;
    }
  }

  async function failLogin(client: Client, username: string | null): Promise<never> {
    await guard.recordFailure(client.merchant.code, username, client.ip);
    const captchaNow = await guard.captchaRequired(client.merchant.code, username, client.ip);
    throw new HttpError(ErrorCode.WRONG_CREDENTIALS, '', captchaNow ? { captcha: true } : null);
  }

  /** §4, §6 trial play: a new account with play money only, marked as trial. */
  async function createTrialMember(merchant: MerchantConfig): Promise<MemberRow> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const username = `trial${randomToken(6)
        .replace(/[^a-z0-9]/gi, '')
        .toLowerCase()
        .slice(0, 8)}`;
      if (await findMemberByUsername(db, merchant.code, username)) continue;
      const trial = await insertMember(db, {
        merchantCode: merchant.code,
        username,
        // Nobody knows this password: a trial account is reached only through its session.
        passwordHash: await hashPassword(randomToken()),
        isTrial: true,
        registerMethod: 'H5',
      });
      // §6 play money only: the grant lands in the trial account's play wallet.
      await grantStartingBalance(db, merchant, trial, clock());
      return trial;
    }
    throw new HttpError(ErrorCode.BUSY);
  }

  /** After the first factor: a session, or the second step when two-factor sign-in is on. */
  async function firstFactorPassed(
    member: MemberRow,
    client: Client,
    method: 'username' | 'sms' | 'identity',
  ): Promise<LoginResult> {
    if (await twoFactor.isOn(member.id)) return twoFactor.challenge(member.id, method);
    return startSession(member, client, method);
  }

  return {
    startSession,

    /**
     * A member an identity provider vouched for: the same refusals and second step as a login
     * (a disabled or non-member account, two-factor sign-in).
     */
    async identityVerified(member: MemberRow, client: Client): Promise<LoginResult> {
      checkLoginAllowed(member);
      if (member.isTrial) throw new HttpError(ErrorCode.TRIAL_NOT_ALLOWED);
      return firstFactorPassed(member, client, 'identity');
    },

    /** The second step: the challenge of the first and a code (or a recovery code). */
    async completeTwoFactor(
      client: Client,
      challenge: string,
      factor: SecondFactor,
    ): Promise<LoginValue> {
      const { memberId, method } = await twoFactor.complete(challenge, factor);
      const member = await loadMember(db, memberId);
      checkLoginAllowed(member);
      return startSession(member, client, method);
    },

    async login(client: Client, body: LoginBody): Promise<LoginResult> {
      const merchant = client.merchant;
      if (body.type === 'firebase') {
        // §3, §4: only with the provider's token; the provider proved the number.
        const identity = merchant.sms.phoneCodeProvider
          ? merchant.sms.phoneCodeIdentity
          : undefined;
        if (!identity) {
          throw new HttpError(
            ErrorCode.METHOD_UNAVAILABLE,
            'Login by the phone-code provider is not offered by this merchant',
          );
        }
        const mobile = mobileE164(merchant, undefined, body.firebaseMobileNo);
        const failureKey = mobileFailureKey(mobile);
        await captchaGate(client, failureKey, body);
        const proven = await verifyPhoneCode(identity, body.firebaseIdToken).catch(
          async (err: unknown) => {
            await guard.recordFailure(merchant.code, failureKey, client.ip);
            throw err;
          },
        );
        if (proven !== mobile) {
          await guard.recordFailure(merchant.code, failureKey, client.ip);
          throw fieldError(
            'firebaseMobileNo',
            'the number is not the one the phone verification proved',
            ErrorCode.VERIFICATION_CODE_WRONG,
          );
        }
        const member = await findMemberByMobile(db, merchant.code, mobile);
        if (!member) return failLogin(client, failureKey);
        checkLoginAllowed(member);
        await guard.clear(merchant.code, failureKey);
        return firstFactorPassed(member, client, 'sms');
      }
      if (body.type === 'username') {
        await altcha.verify(body.altcha);
        // §3: a username, or a mobile number (only a proven one names an account).
        const byNumber = body.mobileNum
          ? mobileE164(merchant, body.countryDialingCode, body.mobileNum)
          : null;
        const typedNumber = byNumber ? null : numberTypedAsUsername(merchant, body.username!);
        // One count per number, however it is typed (field, national or international form).
        const numberKey = byNumber ?? typedNumber;
        const failureKey = numberKey ? mobileFailureKey(numberKey) : body.username!.toLowerCase();
        await captchaGate(client, failureKey, body);
        const member = byNumber
          ? await findMemberByMobile(db, merchant.code, byNumber)
          : await findByUsernameOrNumber(merchant, body.username!, typedNumber);
        const ok = await verifyPassword(
          member && !member.isTrial ? member.passwordHash : null,
          body.password,
        );
        if (!ok || !member) return failLogin(client, failureKey);
        checkLoginAllowed(member);
        await guard.clear(merchant.code, failureKey);
        return firstFactorPassed(member, client, 'username');
      }
      // §2.4 SMS login: the code proves the number; the same gates as a password (ASVS V6.3).
      await altcha.verify(body.altcha);
      const mobile = mobileE164(merchant, body.countryDialingCode, body.mobileNum);
      const failureKey = mobileFailureKey(mobile);
      await captchaGate(client, failureKey, body);
      try {
        await sms.consume(merchant, mobile, body.messageCode, 'messageCode');
      } catch (err) {
        if (!(err instanceof HttpError) || err.code !== ErrorCode.VERIFICATION_CODE_WRONG)
          throw err;
        await guard.recordFailure(merchant.code, failureKey, client.ip);
        if (await guard.captchaRequired(merchant.code, failureKey, client.ip))
          throw new HttpError(err.code, err.message, { ...err.value, captcha: true });
        throw err;
      }
      const member = await findMemberByMobile(db, merchant.code, mobile);
      if (!member) return failLogin(client, failureKey);
      checkLoginAllowed(member);
      await guard.clear(merchant.code, failureKey);
      return firstFactorPassed(member, client, 'sms');
    },

    /** §4 trialUser: a trial account without a session, behind the human verification. */
    async trialAccount(client: Client, altchaPayload: string | undefined) {
      await altcha.verify(altchaPayload);
      const member = await createTrialMember(client.merchant);
      return { userName: member.username, merchantCode: member.merchantCode };
    },

    /** §4, §6 free play: a trial account and its session, behind the human verification. */
    async trialLogin(client: Client, altchaPayload: string | undefined): Promise<LoginValue> {
      await altcha.verify(altchaPayload);
      return startSession(await createTrialMember(client.merchant), client);
    },

    /** §2.4: a code to the number, for SMS login, mobile registration or the SMS reset. */
    async sendSmsCode(
      client: Client,
      body: { countryDialingCode?: string; mobileNum: string; altcha?: string },
    ): Promise<number> {
      const mobile = mobileE164(client.merchant, body.countryDialingCode, body.mobileNum);
      await altcha.verify(body.altcha);
      return sms.send(client.merchant, mobile, client.ip, client.language);
    },
  };
}
export type LoginService = ReturnType<typeof createLoginService>;
