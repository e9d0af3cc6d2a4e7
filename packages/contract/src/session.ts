import { z } from 'zod';
import { LoginType } from './enums';
import {
  altcha,
  captchaAnswer,
  captchaId,
  countryDialingCode,
  epochMs,
  loginPassword,
  mobileNum,
  noValue,
  requiredText,
  tokenField,
  username,
  verificationCode,
} from './fields';
import { defineOperation } from './operation';

const tags = ['session'];

/**
 * §2.4, §4: the captcha is asked for only after the server says so (error value.captcha); the
 * answer travels with the captchaId it was issued under.
 */
const captchaFields = {
  captcha: captchaAnswer.optional(),
  captchaId: captchaId.optional(),
};

const captchaPaired = (v: { captcha?: string | undefined; captchaId?: string | undefined }) =>
  !v.captcha || Boolean(v.captchaId);
const captchaPairedError = { message: 'captchaId is required with captcha', path: ['captchaId'] };

/** §3 login payload, one shape per login type. */
export const usernameLoginBody = z.object({
  type: z.literal(LoginType.username),
  /** §3: the account is named by its username or by its (proven) mobile number. */
  username: username.optional(),
  mobileNum: mobileNum().optional(),
  countryDialingCode: countryDialingCode.optional(),
  password: loginPassword,
  /** §2.4: human verification must pass before a username login. */
  altcha,
  ...captchaFields,
});

export const smsLoginBody = z.object({
  type: z.literal(LoginType.sms),
  mobileNum: mobileNum(),
  messageCode: verificationCode('messageCode'),
  /** §2.4 dialing-code picker; the merchant's default country applies when absent. */
  countryDialingCode: countryDialingCode.optional(),
  /** The same controls as the username login (ASVS V6.3): human verification first. */
  altcha,
  ...captchaFields,
});

export const firebaseLoginBody = z.object({
  type: z.literal(LoginType.firebase),
  firebaseChannel: z.literal('sms', { error: "firebaseChannel must be 'sms'" }),
  firebaseIdToken: requiredText('firebaseIdToken', 4096),
  firebaseMobileNo: mobileNum('firebaseMobileNo'),
  altcha: altcha.optional(),
  ...captchaFields,
});

export const loginBody = z
  .discriminatedUnion('type', [usernameLoginBody, smsLoginBody, firebaseLoginBody], {
    error: 'type must be username, sms or firebase',
  })
  .refine(captchaPaired, captchaPairedError)
  .refine((v) => v.type !== LoginType.username || Boolean(v.username) !== Boolean(v.mobileNum), {
    message: 'username or mobileNum is required (one of them)',
    path: ['username'],
  })
  .meta({ id: 'LoginBody' });
export type LoginBody = z.infer<typeof loginBody>;
export type LoginInput = z.input<typeof loginBody>;

/** §3 login value, stored as the session record (type comes from customerType). */
export const loginValue = z
  .object({
    token: z.string().min(1).max(512),
    userName: z.string().max(64),
    /** §6 member type: 0, 1, 2 members; 4 special; 40, 41, 42 agents. */
    customerType: z.number().int().nonnegative(),
    /** §2.1 /m/changePsw is shown as the first-password screen when true. */
    firstTimeLogin: z.boolean(),
  })
  .meta({ id: 'LoginValue' });
export type LoginValue = z.infer<typeof loginValue>;

/**
 * A member with two-factor sign-in gets, after the right password or SMS code, a
 * short-lived challenge instead of a session; loginTwoFactor trades it and a code for the session.
 */
export const twoFactorChallengeValue = z
  .object({
    twoFactor: z.literal(true),
    challenge: z.string().min(1).max(128),
    expiresAt: epochMs,
  })
  .meta({ id: 'TwoFactorChallenge' });
export type TwoFactorChallengeValue = z.infer<typeof twoFactorChallengeValue>;

export const loginResult = z
  .union([loginValue, twoFactorChallengeValue])
  .meta({ id: 'LoginResult' });
export type LoginResult = z.infer<typeof loginResult>;

export const login = defineOperation({
  operationId: 'login',
  method: 'POST',
  path: '/wps/session/login',
  summary:
    'Log in by username and password, SMS code or firebase token (§2.4, §3, §7). A failure may carry value.captcha: true (§8); a member with two-factor sign-in gets a challenge for loginTwoFactor instead of a session',
  tags,
  auth: 'none',
  body: loginBody,
  response: loginResult,
});

/** Free play creates a trial account and logs it in; altcha keeps bots from minting accounts. */
export const trialLoginBody = z.object({ altcha }).meta({ id: 'TrialLoginBody' });
export type TrialLoginInput = z.input<typeof trialLoginBody>;

export const trialLogin = defineOperation({
  operationId: 'trialLogin',
  method: 'POST',
  path: '/wps/session/login/freeplay',
  summary: 'Free-play login: a new trial account, logged in (§2.4, §4, §6, §7)',
  tags,
  auth: 'none',
  body: trialLoginBody,
  response: loginValue,
});

/**
 * §3, §7 captcha. The spec's value is the bare base64 image; this contract adds captchaId so the
 * answer can be checked without a session (a visitor has none).
 */
export const captchaValue = z
  .object({
    captchaId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    image: z
      .string()
      .max(200_000)
      .regex(/^data:image\/(?:png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/)
      .meta({ description: 'data URL of the image, e.g. data:image/svg+xml;base64,...' }),
  })
  .meta({ id: 'Captcha' });
export type CaptchaValue = z.infer<typeof captchaValue>;

export const captcha = defineOperation({
  operationId: 'captcha',
  method: 'GET',
  path: '/wps/captcha',
  summary: 'A new captcha image and its id (§2.4, §2.5, §3, §7)',
  tags,
  auth: 'none',
  response: captchaValue,
});

/** §3 SMS code request. */
export const smsCodeBody = z
  .object({
    mobileNum: mobileNum(),
    countryDialingCode,
    altcha,
  })
  .meta({ id: 'SmsCodeBody' });
export type SmsCodeBody = z.infer<typeof smsCodeBody>;
export type SmsCodeInput = z.input<typeof smsCodeBody>;

/** §4: the countdown runs until expirationTime; no new code before then. */
export const smsCodeValue = z.object({ expirationTime: epochMs }).meta({ id: 'SmsCode' });
export type SmsCodeValue = z.infer<typeof smsCodeValue>;

export const smsCodeNoLogin = defineOperation({
  operationId: 'smsCodeNoLogin',
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  summary: 'Send an SMS code to a mobile number without a session (§3, §4, §7)',
  tags,
  auth: 'none',
  body: smsCodeBody,
  response: smsCodeValue,
});

export const logoutQuery = z.object({ token: tokenField });
export type LogoutInput = z.input<typeof logoutQuery>;

export const logout = defineOperation({
  operationId: 'logout',
  method: 'DELETE',
  path: '/wps/session',
  summary: 'End the session (§4, §7). Method and path chosen: DELETE /wps/session',
  tags,
  auth: 'member',
  query: logoutQuery,
  response: noValue,
});

export const sessionRenew = defineOperation({
  operationId: 'sessionRenew',
  method: 'PUT',
  path: '/wps/session/renew',
  summary:
    'Extend the session on home load (§2.3, §7). Method and path chosen: PUT /wps/session/renew',
  tags,
  auth: 'member',
  response: noValue,
});
