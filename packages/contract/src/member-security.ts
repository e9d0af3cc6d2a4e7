import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants';
import { text } from './input-bounds';
import { EMAIL_PATTERN } from './text-formats';
import { countryDialingCode, epochMs, mobileNum, noValue, verificationCode } from './fields';
import { recoveryCode, totpCode } from './ops-fields';
import { RECOVERY_CODE_COUNT } from './ops-auth';
import { defineOperation } from './operation';
import { loginValue } from './session';

const tags = ['member'];

/**
 * Security centre (§1, §7 securityConfig, info/email). §7 names the paths; their
 * methods and shapes are not shown, so these are chosen.
 */
export const securityConfigValue = z
  .object({
    username: z.string().max(64),
    /** The address on the account, proven or not. */
    email: z.string().max(EMAIL_MAX_LENGTH).nullable(),
    /** True once a code sent to `email` came back. */
    emailVerified: z.boolean(),
    /** The proven number (+66812345678), the only one SMS login and the SMS reset use. */
    provenMobile: z.string().max(20).nullable(),
    /** A number given at registration without a code; never used to find the account. */
    unprovenMobile: z.string().max(20).nullable(),
    /** §5 payee real name: set once (shown read-only here). */
    payeeName: z.string().max(100).nullable(),
    twoFactor: z.boolean(),
    recoveryCodesLeft: z.number().int().min(0).max(RECOVERY_CODE_COUNT),
  })
  .meta({ id: 'SecurityConfig' });
export type SecurityConfigValue = z.infer<typeof securityConfigValue>;

export const securityConfig = defineOperation({
  operationId: 'securityConfig',
  method: 'GET',
  path: '/wps/member/securityConfig',
  summary: "What secures the member's account: e-mail, number, payee name, two-factor (§7)",
  tags,
  auth: 'member',
  response: securityConfigValue,
});

export const loginHistoryItem = z
  .object({
    at: epochMs,
    /** The browser's User-Agent, cut to 300 characters. */
    device: z.string().max(300).nullable(),
    ip: z.string().max(64).nullable(),
    country: z.string().length(2).nullable(),
    /** `handover`: the session moved here from another of the merchant's domains (a blocked one). */
    method: z.enum(['username', 'sms', 'register', 'identity', 'handover']),
  })
  .meta({ id: 'LoginHistoryItem' });
export type LoginHistoryItem = z.infer<typeof loginHistoryItem>;

export const LOGIN_HISTORY_MAX = 50;

export const loginHistory = defineOperation({
  operationId: 'loginHistory',
  method: 'GET',
  path: '/wps/member/loginHistory',
  summary:
    "The member's latest sign-ins, newest first: time, device, address, country (§1 security center)",
  tags,
  auth: 'member',
  response: z
    .object({ list: z.array(loginHistoryItem).max(LOGIN_HISTORY_MAX) })
    .meta({ id: 'LoginHistory' }),
});

/** §5: an e-mail address of at most 255 characters. */
const emailField = text('email', 'email is required')
  .min(1, 'email is required')
  .max(EMAIL_MAX_LENGTH, `email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .regex(new RegExp(`^${EMAIL_PATTERN.source}$`), 'email must be an e-mail address');

export const emailCodeBody = z.object({ email: emailField }).meta({ id: 'EmailCodeBody' });
export type EmailCodeInput = z.input<typeof emailCodeBody>;

const expirationValue = z.object({ expirationTime: epochMs }).meta({ id: 'CodeExpiration' });

export const emailCode = defineOperation({
  operationId: 'emailCode',
  method: 'POST',
  path: '/wps/member/info/email/code',
  summary: 'E-mail a code to the address the member wants to bind (§7 info/email)',
  tags,
  auth: 'member',
  body: emailCodeBody,
  response: expirationValue,
});

export const bindEmailBody = z
  .object({ email: emailField, verificationCode: verificationCode() })
  .meta({ id: 'BindEmailBody' });
export type BindEmailInput = z.input<typeof bindEmailBody>;

export const bindEmail = defineOperation({
  operationId: 'bindEmail',
  method: 'PUT',
  path: '/wps/member/info/email',
  summary: 'Bind or change the e-mail address with the code sent to it (§7 info/email)',
  tags,
  auth: 'member',
  body: bindEmailBody,
  response: noValue,
});

export const mobileCodeBody = z
  .object({ mobileNum: mobileNum(), countryDialingCode: countryDialingCode.optional() })
  .meta({ id: 'MobileCodeBody' });
export type MobileCodeInput = z.input<typeof mobileCodeBody>;

export const mobileCode = defineOperation({
  operationId: 'mobileCode',
  method: 'POST',
  path: '/wps/member/info/mobile/code',
  summary: 'Send an SMS code to the number the member wants to bind (§1 security center)',
  tags,
  auth: 'member',
  body: mobileCodeBody,
  response: expirationValue,
});

export const bindMobileBody = z
  .object({
    mobileNum: mobileNum(),
    countryDialingCode: countryDialingCode.optional(),
    verificationCode: verificationCode(),
  })
  .meta({ id: 'BindMobileBody' });
export type BindMobileInput = z.input<typeof bindMobileBody>;

export const bindMobile = defineOperation({
  operationId: 'bindMobile',
  method: 'PUT',
  path: '/wps/member/info/mobile',
  summary:
    'Bind or change the mobile number with the SMS code sent to it; only a proven number serves SMS login and reset (§1, §2.4)',
  tags,
  auth: 'member',
  body: bindMobileBody,
  response: noValue,
});

/** Two-factor sign-in (TOTP, RFC 6238), optional for members. */
export const twoFactorEnrolValue = z
  .object({
    secret: z.string().max(128),
    uri: z.string().max(1024),
    qrCode: z.string().max(100_000),
  })
  .meta({ id: 'TwoFactorEnrol' });
export type TwoFactorEnrolValue = z.infer<typeof twoFactorEnrolValue>;

export const twoFactorEnrol = defineOperation({
  operationId: 'twoFactorEnrol',
  method: 'POST',
  path: '/wps/member/twoFactor/enrol',
  summary:
    'Start two-factor sign-in: a new secret and its QR code, pending until confirmed (§1 security center)',
  tags,
  auth: 'member',
  response: twoFactorEnrolValue,
});

export const twoFactorCodeBody = z.object({ code: totpCode }).meta({ id: 'TwoFactorCodeBody' });
export type TwoFactorCodeInput = z.input<typeof twoFactorCodeBody>;

export const twoFactorConfirm = defineOperation({
  operationId: 'twoFactorConfirm',
  method: 'POST',
  path: '/wps/member/twoFactor/confirm',
  summary:
    'Turn two-factor sign-in on with a first code; answers ten recovery codes, shown once (§1 security center)',
  tags,
  auth: 'member',
  body: twoFactorCodeBody,
  response: z
    .object({ recoveryCodes: z.array(z.string().max(16)).length(RECOVERY_CODE_COUNT) })
    .meta({ id: 'TwoFactorRecoveryCodes' }),
});

const secondFactor = { code: totpCode.optional(), recoveryCode: recoveryCode.optional() };
const oneFactor = (b: { code?: string | undefined; recoveryCode?: string | undefined }) =>
  (b.code === undefined) !== (b.recoveryCode === undefined);
const oneFactorError = { message: 'code is required (or a recoveryCode)', path: ['code'] };

export const twoFactorDisableBody = z
  .object(secondFactor)
  .refine(oneFactor, oneFactorError)
  .meta({ id: 'TwoFactorDisableBody' });
export type TwoFactorDisableInput = z.input<typeof twoFactorDisableBody>;

export const twoFactorDisable = defineOperation({
  operationId: 'twoFactorDisable',
  method: 'POST',
  path: '/wps/member/twoFactor/disable',
  summary:
    'Turn two-factor sign-in off; needs a code or a recovery code (§1 security center). Wrong codes count with those of sign-in: the tenth in a row locks both for 15 minutes (429 TWO_FACTOR_LOCKED)',
  tags,
  auth: 'member',
  body: twoFactorDisableBody,
  response: noValue,
});

export const loginTwoFactorBody = z
  .object({
    challenge: text('challenge', 'challenge is required')
      .min(1, 'challenge is required')
      .regex(/^[A-Za-z0-9_-]{32,128}$/, 'challenge must be the one the login answered'),
    ...secondFactor,
  })
  .refine(oneFactor, oneFactorError)
  .meta({ id: 'LoginTwoFactorBody' });
export type LoginTwoFactorInput = z.input<typeof loginTwoFactorBody>;

export const loginTwoFactor = defineOperation({
  operationId: 'loginTwoFactor',
  method: 'POST',
  path: '/wps/session/login/twoFactor',
  summary:
    'The second step of a login with two-factor sign-in: the challenge and a code (or recovery code); the value is a session (§2.4, §1)',
  tags: ['session'],
  auth: 'none',
  body: loginTwoFactorBody,
  response: loginValue,
});
