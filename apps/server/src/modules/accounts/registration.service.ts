import {
  ErrorCode,
  reasonMessage,
  type LoginValue,
  type MerchantConfig,
  type RegisterBody,
  type RegisterMobileBody,
  FieldIssueCode,
} from '@lotto/contract';
import { fieldError, HttpError } from '../../lib/http-error';
import type { Accounts } from './accounts.module';
import type { Client } from './client';
import type { LoginService } from './login.service';
import { hashPassword } from '../../lib/password-hashing';
import { mobileE164 } from './phone-number';
import { grantStartingBalance } from '../wallet/wallet.service';
import {
  agentCodeExists,
  findMemberByMobile,
  insertMember,
  usernameTaken,
} from './members.repository';
import { checkNewPassword } from './new-password-check';
import { applyRegisterRules } from './register-rules';
import { checkAgeAndTerms } from './age-and-terms';
import { isUniqueViolation, violatedUnique } from '../../db/unique-violation';

const MOBILE_UNIQUE_INDEX = 'members_mobile_uq';

type RegisterInput = RegisterBody | RegisterMobileBody;

/** §4 register flow: fields, human verification, affiliate code, then the account. */
async function checkCommon(accounts: Accounts, merchant: MerchantConfig, body: RegisterInput) {
  const { db, altcha, captcha } = accounts;
  await altcha.verify(body.altcha);
  if (merchant.register.captcha) await captcha.check(body.captchaId, body.captcha);
  if (body.affiliateCode && !(await agentCodeExists(db, merchant.code, body.affiliateCode))) {
    throw fieldError('affiliateCode', 'invalid invitation code', ErrorCode.INVALID_INVITATION_CODE);
  }
}

/**
 * `mobile` is the number given; `proven` says a code sent to it was used. Only a proven number
 * is stored where accounts are found by number (SMS login, SMS reset, password login by
 * number) and is unique; an unproven one is kept for display only, so it neither takes the
 * number from its owner nor tells anyone whether the number is registered (security issue,
 * defect 2).
 */
async function createMember(
  accounts: Accounts,
  merchant: MerchantConfig,
  fields: RegisterInput & { username: string; password: string },
  mobile: { e164: string; proven: boolean } | null,
) {
  const { db } = accounts;
  if (await usernameTaken(db, merchant.code, fields.username)) {
    throw fieldError('username', 'the username already exists', ErrorCode.USERNAME_EXISTS);
  }
  const proven = mobile?.proven ? mobile.e164 : null;
  const excluded = await accounts.registrationBlocked(merchant.code, {
    mobile: mobile?.e164 ?? null,
    email: fields.email || null,
    payeeName: fields.payeeName || null,
  });
  if (excluded)
    throw new HttpError(
      ErrorCode.PROTECTION_EXCLUDED,
      reasonMessage('REGISTRATION_EXCLUDED', 'en') ?? '',
      { reason: 'REGISTRATION_EXCLUDED', params: {} },
    );
  if (proven && (await findMemberByMobile(db, merchant.code, proven))) {
    throw fieldError(
      'mobileNum',
      'this mobile number is already registered',
      ErrorCode.MOBILE_EXISTS,
    );
  }
  const passwordHash = await hashPassword(fields.password);
  const paymentPasswordHash = fields.paymentPassword
    ? await hashPassword(fields.paymentPassword)
    : null;
  try {
    const member = await db.transaction(async (tx) => {
      const row = await insertMember(tx, {
        merchantCode: merchant.code,
        username: fields.username,
        passwordHash,
        paymentPasswordHash,
        countryDialingCode: mobile ? (fields.countryDialingCode ?? null) : null,
        mobileNum: mobile ? (fields.mobileNum ?? null) : null,
        mobileE164: proven,
        email: fields.email || null,
        nickname: fields.nickname || null,
        payeeName: fields.payeeName || null,
        idNumber: fields.idNumber || null,
        qqNum: fields.qqNum || null,
        facebook: fields.facebook || null,
        wechat: fields.wechat || null,
        line: fields.line || null,
        whatsapp: fields.whatsapp || null,
        zalo: fields.zalo || null,
        affiliateCode: fields.affiliateCode || null,
        recommenderId: fields.recommenderId || null,
        registerMethod: fields.registerMethod,
        registerUrl: fields.registerUrl,
        domain: fields.domain ?? null,
        birthDate: fields.birthDate || null,
        termsAcceptedAt: accounts.clock(),
      });
      await accounts.memberRegistered(tx, row);
      return row;
    });
    await grantStartingBalance(db, merchant, member, accounts.clock());
    return member;
  } catch (err) {
    // Two registrations racing for one name or one proven number: the unique index decides.
    if (proven && violatedUnique(err) === MOBILE_UNIQUE_INDEX)
      throw fieldError(
        'mobileNum',
        'this mobile number is already registered',
        ErrorCode.MOBILE_EXISTS,
      );
    if (isUniqueViolation(err))
      throw fieldError('username', 'the username already exists', ErrorCode.USERNAME_EXISTS);
    throw err;
  }
}

async function registerByUsername(
  accounts: Accounts,
  merchant: MerchantConfig,
  body: RegisterBody,
) {
  if (!merchant.register.usernameRegistration)
    throw new HttpError(ErrorCode.FORBIDDEN, 'Username registration is off');
  checkAgeAndTerms(merchant, body, accounts.clock());
  const fields = applyRegisterRules(merchant, body, {
    keep: ['username', 'password', 'confirmPassword'],
  });
  checkNewPassword(merchant, fields.password, 'password', [fields.username]);
  const mobile = fields.mobileNum
    ? { e164: mobileE164(merchant, fields.countryDialingCode, fields.mobileNum), proven: false }
    : null;
  await checkCommon(accounts, merchant, body);
  return createMember(accounts, merchant, fields, mobile);
}

async function registerByMobile(
  accounts: Accounts,
  merchant: MerchantConfig,
  body: RegisterMobileBody,
) {
  const { db, sms } = accounts;
  if (!merchant.register.mobileRegistration)
    throw new HttpError(ErrorCode.FORBIDDEN, 'Mobile registration is off');
  checkAgeAndTerms(merchant, body, accounts.clock());
  if (!body.password)
    throw fieldError('password', 'password is required', undefined, {
      code: FieldIssueCode.required,
    });
  const fields = applyRegisterRules(merchant, body, {
    keep: ['password', 'confirmPassword', 'mobileNum'],
    ignore: ['username'],
  });
  checkNewPassword(merchant, body.password, 'password', [
    body.mobileNum,
    ...(body.username ? [body.username] : []),
  ]);
  const mobile = mobileE164(merchant, body.countryDialingCode, body.mobileNum);
  await checkCommon(accounts, merchant, body);
  // Last, so that a code is not spent on a form that fails for another reason.
  await sms.consume(merchant, mobile, body.verificationCode);
  const digits = mobile.replace(/\D/g, '');
  let username = body.username || `m${digits.slice(-10)}`;
  for (let n = 0; (await usernameTaken(db, merchant.code, username)) && n < 20; n++) {
    username = `m${digits.slice(-8)}${Math.floor(Math.random() * 100)}`;
  }
  return createMember(
    accounts,
    merchant,
    { ...fields, username, password: body.password },
    { e164: mobile, proven: true },
  );
}

export function createRegistrationService(accounts: Accounts, logins: LoginService) {
  const { db } = accounts;

  return {
    /** §4 username registration; the new member is logged in. */
    async register(client: Client, body: RegisterBody): Promise<LoginValue> {
      return logins.startSession(
        await registerByUsername(accounts, client.merchant, body),
        client,
        'register',
      );
    },

    /** §4 mobile registration (the number proven by its code); the new member is logged in. */
    async registerMobile(client: Client, body: RegisterMobileBody): Promise<LoginValue> {
      return logins.startSession(
        await registerByMobile(accounts, client.merchant, body),
        client,
        'register',
      );
    },

    usernameAvailable: async (merchantCode: string, username: string) =>
      !(await usernameTaken(db, merchantCode, username)),

    /** §4 affiliate check: a known invitation code, or a 400 naming `code`. */
    async checkInvitationCode(merchantCode: string, code: string) {
      if (!(await agentCodeExists(db, merchantCode, code)))
        throw fieldError('code', 'invalid invitation code', ErrorCode.INVALID_INVITATION_CODE);
    },
  };
}
