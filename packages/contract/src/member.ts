import { z } from 'zod';
import { text } from './input-bounds';
import { EMAIL_MAX_LENGTH } from './constants';
import { RegisterMethod } from './enums';
import { EMAIL_PATTERN } from './text-formats';
import {
  altcha,
  captchaAnswer,
  captchaId,
  countryDialingCode,
  host,
  mobileNum,
  optionalPattern,
  optionalPayeeName,
  optionalText,
  password,
  requiredText,
  username,
  verificationCode,
} from './fields';
import { defineOperation } from './operation';
import { loginValue } from './session';

const tags = ['member'];

/**
 * §3 registration payload. Which optional fields a merchant enables and requires, and their exact
 * checks, come from the register settings (§5) and are enforced by the server; this schema holds
 * the bounds every merchant shares.
 */
const registerFields = {
  countryDialingCode: countryDialingCode.optional(),
  registerUrl: host('registerUrl'),
  registerMethod: z.enum(RegisterMethod, {
    error: 'registerMethod must be APP, H5, WEBCLIP or PWA',
  }),
  username: username.optional(),
  password: password().optional(),
  confirmPassword: text('confirmPassword').max(64).optional(),
  affiliateCode: optionalPattern(
    'affiliateCode',
    /[A-Za-z0-9_-]{1,32}/,
    'affiliateCode must be up to 32 letters, digits, _ or -',
  ),
  paymentPassword: optionalPattern(
    'paymentPassword',
    /\S{4,32}/,
    'paymentPassword must be 4-32 characters without spaces',
  ),
  recommenderId: optionalPattern(
    'recommenderId',
    /[A-Za-z0-9_-]{1,32}/,
    'recommenderId must be up to 32 letters, digits, _ or -',
  ),
  nickname: optionalText('nickname', 40),
  payeeName: optionalPayeeName(80),
  email: optionalPattern(
    'email',
    EMAIL_PATTERN,
    'email must be an e-mail address',
    EMAIL_MAX_LENGTH,
  ),
  mobileNum: optionalPattern('mobileNum', /\d{6,15}/, 'mobileNum must be 6-15 digits'),
  idNumber: optionalPattern(
    'idNumber',
    /[A-Za-z0-9-]{4,32}/,
    'idNumber must be 4-32 letters, digits or -',
  ),
  qqNum: optionalPattern('qqNum', /\d{5,12}/, 'qqNum must be 5-12 digits'),
  facebook: optionalText('facebook', 100),
  wechat: optionalText('wechat', 64),
  line: optionalText('line', 64),
  whatsapp: optionalText('whatsapp', 32),
  zalo: optionalText('zalo', 32),
  captcha: captchaAnswer.optional(),
  captchaId: captchaId.optional(),
  /** §3: always 0 (a member). */
  type: z.literal(0, { error: 'type must be 0' }).default(0),
  domain: host('domain').optional(),
  verificationCode: optionalPattern(
    'verificationCode',
    /\d{4,8}/,
    'verificationCode must be 4-8 digits',
  ),
  firebaseChannel: z.literal('sms', { error: "firebaseChannel must be 'sms'" }).optional(),
  firebaseIdToken: text('firebaseIdToken').max(4096, 'firebaseIdToken is too long').optional(),
  /** §2.5: the human-verification widget is checked on submit. */
  altcha,
  /**
   * §5 age confirmation: the birth date, at least the merchant's register.minimumAge
   * years before today in its time zone (required by the server when that age is above 0).
   */
  birthDate: optionalPattern(
    'birthDate',
    /\d{4}-\d{2}-\d{2}/,
    'birthDate must be a date like 2000-01-31',
    10,
  ),
  /** §5: the terms (/m/useragreement) agreed to; the server requires true. */
  agreeTerms: z.boolean({ error: 'agreeTerms must be true or false' }).optional(),
};

type PasswordPair = {
  password?: string | undefined;
  confirmPassword?: string | undefined;
  captcha?: string | undefined;
  captchaId?: string | undefined;
};

/** §5: confirm password equals password; a captcha answer needs its id. */
const checkPairs = (v: PasswordPair, ctx: z.RefinementCtx) => {
  if (v.password !== undefined && v.confirmPassword !== v.password) {
    ctx.addIssue({
      code: 'custom',
      message: 'confirmPassword must equal password',
      path: ['confirmPassword'],
    });
  }
  if (v.captcha && !v.captchaId) {
    ctx.addIssue({
      code: 'custom',
      message: 'captchaId is required with captcha',
      path: ['captchaId'],
    });
  }
};

export const registerBody = z
  .object({
    ...registerFields,
    username,
    password: password(),
    confirmPassword: requiredText('confirmPassword', 64),
  })
  .superRefine(checkPairs)
  .meta({ id: 'RegisterBody' });
export type RegisterBody = z.infer<typeof registerBody>;
export type RegisterInput = z.input<typeof registerBody>;

/** Mobile registration: the number is proven by the SMS code from smsCodeNoLogin. */
export const registerMobileBody = z
  .object({
    ...registerFields,
    mobileNum: mobileNum(),
    countryDialingCode,
    verificationCode: verificationCode(),
  })
  .superRefine(checkPairs)
  .meta({ id: 'RegisterMobileBody' });
export type RegisterMobileBody = z.infer<typeof registerMobileBody>;
export type RegisterMobileInput = z.input<typeof registerMobileBody>;

/** The new member is logged in straight away (§4: the initial popup follows registration). */
export const register = defineOperation({
  operationId: 'register',
  method: 'PUT',
  path: '/wps/member/register',
  summary: 'Register by username (§2.5, §3, §4, §7); the value is a session as from login',
  tags,
  auth: 'none',
  body: registerBody,
  response: loginValue,
});

export const registerMobile = defineOperation({
  operationId: 'registerMobile',
  method: 'PUT',
  path: '/wps/member/register/mobile',
  summary: 'Register by mobile number and SMS code (§2.5, §3, §4, §7); the value is a session',
  tags,
  auth: 'none',
  body: registerMobileBody,
  response: loginValue,
});

/** §3 member info. */
export const memberLabel = z.object({ labelName: z.string().max(64) }).meta({ id: 'MemberLabel' });

export const memberInfoValue = z
  .object({
    userName: z.string().max(64),
    /** §6: 4 cannot chat; 4, 40, 41, 42 skip the contract check; 0, 1, 2 may deposit. */
    type: z.number().int().nonnegative(),
    /** §2.12: a label named nochat hides live chat. */
    memberLabel: z.array(memberLabel),
    clubLabel: memberLabel.nullable(),
    /** The member level held (its name is also the first memberLabel); null without levels. */
    level: z.object({ rank: z.number().int().nonnegative(), name: z.string().max(64) }).nullable(),
    /** Unread messages, for the dot in the service popup (§2.12). */
    unreadCount: z.number().int().nonnegative(),
    nickname: z.string().max(40).nullable(),
    email: z.string().max(EMAIL_MAX_LENGTH).nullable(),
    mobileNum: z.string().max(20).nullable(),
    firstTimeLogin: z.boolean(),
  })
  .meta({ id: 'MemberInfo' });
export type MemberInfoValue = z.infer<typeof memberInfoValue>;

export const memberInfo = defineOperation({
  operationId: 'memberInfo',
  method: 'GET',
  path: '/wps/member/info',
  summary: 'The member: name, type, labels and unread count (§3, §6, §7)',
  tags,
  auth: 'member',
  response: memberInfoValue,
});

/** §6 trial user: a play account under the merchant's own trial merchant. */
export const trialUserBody = z.object({ altcha }).meta({ id: 'TrialUserBody' });
export type TrialUserInput = z.input<typeof trialUserBody>;

export const trialUserValue = z
  .object({
    userName: z.string().max(64),
    /** The trial merchant the account belongs to (§6 "with its own merchant"). */
    merchantCode: z.string().max(32),
  })
  .meta({ id: 'TrialUser' });
export type TrialUserValue = z.infer<typeof trialUserValue>;

export const trialUser = defineOperation({
  operationId: 'trialUser',
  method: 'POST',
  path: '/wps/member/trialuser',
  summary: 'Create a trial account without logging it in (§6, §7)',
  tags,
  auth: 'none',
  body: trialUserBody,
  response: trialUserValue,
});

export const checkUsernameQuery = z.object({ username });
export type CheckUsernameQuery = z.input<typeof checkUsernameQuery>;

export const checkUsernameValue = z
  .object({ available: z.boolean() })
  .meta({ id: 'UsernameCheck' });
export type CheckUsernameValue = z.infer<typeof checkUsernameValue>;

export const checkUsername = defineOperation({
  operationId: 'checkUsername',
  method: 'GET',
  path: '/wps/check/username',
  summary: 'Whether a username is still free (§6, §7)',
  tags,
  auth: 'none',
  query: checkUsernameQuery,
  response: checkUsernameValue,
});
