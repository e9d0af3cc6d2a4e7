import type { FastifyRequest } from 'fastify';
import {
  ErrorCode,
  MOBILE_NUM_PATTERN,
  type LoginBody,
  type LoginValue,
  type MerchantConfig,
} from '@lotto/contract';
import { HttpError } from '../../lib/http-error';
import { randomToken, sha256Hex } from '../../lib/secrets';
import type { Accounts } from './accounts.module';
import { hashPassword, verifyPassword } from './password-hashing';
import { endSurplusSessions, insertSession } from './sessions.service';
import {
  findMemberByMobile,
  findMemberByUsername,
  insertMember,
  updateMember,
  type MemberRow,
} from './members.service';
import { mobileE164 } from './phone-number';
import { grantStartingBalance } from '../wallet/wallet.service';

/** §6: accounts of these types are not members (agent-only) and cannot log in on the member side. */
export const NON_MEMBER_TYPES: readonly number[] = [3];

/** Failed logins are counted per number as well as per username (':' is in no username). */
const mobileFailureKey = (e164: string) => `mobile:${e164}`;

export function createSessionService(accounts: Accounts) {
  const { db, clock, guard, captcha, altcha, sms } = accounts;

  async function startSession(member: MemberRow, request: FastifyRequest): Promise<LoginValue> {
    const token = randomToken();
    const now = clock();
    await insertSession(db, {
      tokenHash: sha256Hex(token),
      memberId: member.id,
      merchantCode: member.merchantCode,
      expiresAt: new Date(now.getTime() + accounts.settings.session.maxHours * 3_600_000),
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      country: request.country,
      now,
    });
    // ASVS V7.1: at most this many sessions per member; a new login ends the oldest.
    await endSurplusSessions(db, member.id, accounts.settings.session.maxPerMember);
    await updateMember(db, member.id, { lastLoginAt: now });
    return {
      token,
      userName: member.username,
      customerType: member.customerType,
      firstTimeLogin: member.firstTimeLogin,
    };
  }

  /**
   * Issue 16, defect 6: digits typed as a username that parse as a number of the merchant's
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
    request: FastifyRequest,
    username: string | null,
    body: { captcha?: string; captchaId?: string },
  ) {
    const code = request.merchant.code;
    const required = await guard.captchaRequired(code, username, request.ip);
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

  async function failLogin(request: FastifyRequest, username: string | null): Promise<never> {
    await guard.recordFailure(request.merchant.code, username, request.ip);
    const captchaNow = await guard.captchaRequired(request.merchant.code, username, request.ip);
    throw new HttpError(ErrorCode.WRONG_CREDENTIALS, '', captchaNow ? { captcha: true } : null);
  }

  return {
    startSession,

    async login(request: FastifyRequest, body: LoginBody): Promise<LoginValue> {
      const merchant = request.merchant;
      if (body.type === 'firebase') {
        throw new HttpError(
          ErrorCode.NOT_IMPLEMENTED,
          'Firebase login is not configured on this server',
        );
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
        await captchaGate(request, failureKey, body);
        const member = byNumber
          ? await findMemberByMobile(db, merchant.code, byNumber)
          : await findByUsernameOrNumber(merchant, body.username!, typedNumber);
        const ok = await verifyPassword(
          member && !member.isTrial ? member.passwordHash : null,
          body.password,
        );
        if (!ok || !member) return failLogin(request, failureKey);
        checkLoginAllowed(member);
        await guard.clear(merchant.code, failureKey);
        return startSession(member, request);
      }
      // §2.4 SMS login: the code proves the number; the same gates as a password (ASVS V6.3).
      await altcha.verify(body.altcha);
      const mobile = mobileE164(merchant, body.countryDialingCode, body.mobileNum);
      const failureKey = mobileFailureKey(mobile);
      await captchaGate(request, failureKey, body);
      try {
        await sms.consume(merchant, mobile, body.messageCode, 'messageCode');
      } catch (err) {
        if (!(err instanceof HttpError) || err.code !== ErrorCode.VERIFICATION_CODE_WRONG)
          throw err;
        await guard.recordFailure(merchant.code, failureKey, request.ip);
        if (await guard.captchaRequired(merchant.code, failureKey, request.ip))
          throw new HttpError(err.code, err.message, { ...err.value, captcha: true });
        throw err;
      }
      const member = await findMemberByMobile(db, merchant.code, mobile);
      if (!member) return failLogin(request, failureKey);
      checkLoginAllowed(member);
      await guard.clear(merchant.code, failureKey);
      return startSession(member, request);
    },

    /** §4, §6 trial play: a new account with play money only, marked as trial. */
    async createTrialMember(request: FastifyRequest): Promise<MemberRow> {
      const merchant = request.merchant;
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
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
