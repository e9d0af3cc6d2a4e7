import { z } from 'zod';
import {
  CAPTCHA_MAX_LENGTH,
  CAPTCHA_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants';
import { catalogueLanguages, textLanguageOf } from './language-catalogue';
import { INT4_MAX, text } from './input-bounds';
import { FieldIssueCode } from './field-issue-codes';
import { isPayeeName, PAYEE_NAME_MESSAGE } from './text-formats';
import { FIELD_CODE_PARAM } from './field-issues';

/**
 * Field schemas shared by the call files. Input messages start with the field name, so a form
 * can show them as they are and a 400 says which field failed.
 */

/** A required string with a message naming the field when it is missing or not a string. */
export const requiredText = (field: string, max: number, min = 1) =>
  text(field, `${field} is required`)
    .min(min, {
      error: min === 1 ? `${field} is required` : `${field} must be at least ${min} characters`,
      abort: true,
    })
    .max(max, `${field} must be at most ${max} characters`);

/** An optional free-text field; '' is accepted and means "not given" (§5: an empty optional field is skipped). */
export const optionalText = (field: string, max: number) =>
  text(field).max(max, `${field} must be at most ${max} characters`).optional();

/**
 * An optional field with a pattern. '' passes too, so a form's blank default validates; the
 * server treats '' as absent.
 */
export const optionalPattern = (field: string, pattern: RegExp, message: string, max = 255) =>
  text(field)
    .max(max, `${field} must be at most ${max} characters`)
    .regex(new RegExp(`^(?:${pattern.source})?$`), message)
    .optional();

/**
 * Money and other amounts: a decimal string, never a float, so no value is rounded on the way.
 * Up to 15 integer digits and 4 decimals (the widest currency format is 4 decimals, §3).
 */
export const DECIMAL_PATTERN = /^-?(?:0|[1-9]\d{0,14})(?:\.\d{1,4})?$/;
export const decimalString = z
  .string()
  .regex(DECIMAL_PATTERN, 'must be a decimal string like 10.50')
  .refine((v) => v !== '-0' && !/^-0\.0*$/.test(v), 'must not be negative zero')
  .meta({ id: 'DecimalString', description: 'Decimal number as a string, e.g. "1000.50"' });
export const UNSIGNED_DECIMAL_PATTERN = /^(?:0|[1-9]\d{0,14})(?:\.\d{1,4})?$/;
export const unsignedDecimalString = z
  .string()
  .regex(UNSIGNED_DECIMAL_PATTERN, 'must be a non-negative decimal string like 0.75')
  .meta({
    id: 'UnsignedDecimalString',
    description: 'Non-negative decimal as a string, e.g. "0.75"',
  });

/** Query values arrive as strings: an integer within bounds, with messages naming the field. */
export const queryInt = (field: string, min: number, max: number) =>
  z.coerce
    .number<number | string>({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} must be at most ${max}`);

/**
 * A boolean in a query string. z.coerce.boolean() would read 'false' as true, so only
 * true/false/1/0 are accepted.
 */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], {
    error: 'must be true, false, 1 or 0',
  })
  .transform((v) => v === true || v === 'true' || v === '1');

/** Identifiers of platform records (nodeId, announcement ids …). */
export const recordId = z.number().int().positive().max(INT4_MAX);
/** An id sent in a JSON body. */
export const bodyRecordId = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .positive(`${field} must be positive`)
    .max(INT4_MAX, `${field} must be at most ${INT4_MAX}`);
export const queryRecordId = (field: string) => queryInt(field, 1, INT4_MAX);
/** A count or position sent in a JSON body: a whole number from 0 to max. */
export const bodyWholeNumber = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} must not be negative`)
    .max(max, `${field} must be at most ${max}`);

/** Vendor-side identifiers (gameId, roomId, gameCode, vendor codes) are opaque strings. */
export const codeText = text('code').max(64);
export const queryCode = (field: string) =>
  requiredText(field, 64).regex(
    /^[A-Za-z0-9_.:-]+$/,
    `${field} must be letters, digits, _ . : or -`,
  );

/** Epoch milliseconds; the client formats them in the merchant's time zone. */
export const epochMs = z.number().int().nonnegative().meta({ description: 'Epoch milliseconds' });

/** Links in answers may be absolute or relative to the site. */
export const link = z.string().max(4096);

export const merchantCode = (field = 'merchant') =>
  z
    .string({ error: `${field} must be text` })
    .regex(/^[A-Za-z0-9_]{2,32}$/, `${field} must be 2-32 letters, digits or _`);

/**
 * §7 also lists the token as a field. The server reads it from Authorization, or from this field
 * in a body; in a query it is never read (a URL reaches logs and history).
 */
export const tokenField = text('token')
  .max(512, 'token must be at most 512 characters')
  .optional()
  .meta({ description: 'Read from a body only; in a query it is ignored (send Authorization)' });

/**
 * A language of the catalogue, read as the complete language whose texts it shows (ms as id):
 * handlers pick texts by `Language` only.
 */
export const languageField = z
  .enum(catalogueLanguages, {
    error: `language must be one of ${catalogueLanguages.join(', ')}`,
  })
  .transform(textLanguageOf)
  .optional()
  .meta({ description: 'Falls back to the Language header, then the merchant default' });

/** Login and registration name: sane bounds only; the merchant's exact rule is checked server-side (§5). */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;
export const username = z
  .string({ error: 'username is required' })
  .min(1, 'username is required')
  .regex(USERNAME_PATTERN, 'username must be 3-32 letters, digits, _ . or -');

export const password = (field = 'password') =>
  text(field, `${field} is required`)
    .min(1, { error: `${field} is required`, abort: true })
    .min(PASSWORD_MIN_LENGTH, `${field} must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `${field} must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** At login any stored password is tried; only the upper bound protects the hashing. */
export const loginPassword = text('password', 'password is required')
  .min(1, 'password is required')
  .max(128, 'password must be at most 128 characters');

export const MOBILE_NUM_PATTERN = /^\d{6,15}$/;
export const mobileNum = (field = 'mobileNum') =>
  z
    .string({ error: `${field} is required` })
    .min(1, { error: `${field} is required`, abort: true })
    .regex(/^\d+$/, { error: `${field} must be digits`, abort: true })
    .regex(MOBILE_NUM_PATTERN, `${field} must be 6-15 digits`);

/** Without the +, e.g. 66 for Thailand. */
export const countryDialingCode = z
  .string({ error: 'countryDialingCode is required' })
  .regex(/^\d{1,4}$/, 'countryDialingCode must be 1-4 digits without +, like 66');

/** SMS and e-mail codes (§5 "valid verification code"). */
export const verificationCode = (field = 'verificationCode') =>
  z
    .string({ error: `${field} is required` })
    .min(1, { error: `${field} is required`, abort: true })
    .regex(/^\d{4,8}$/, `${field} must be 4-8 digits`);

/** §5, §9 captcha answer: 1-16 characters. */
export const captchaAnswer = text('captcha')
  .min(CAPTCHA_MIN_LENGTH, 'captcha is required')
  .max(CAPTCHA_MAX_LENGTH, `captcha must be at most ${CAPTCHA_MAX_LENGTH} characters`);

/** Issued with the captcha image; the answer is checked against this id (see session.ts). */
export const captchaId = z
  .string({ error: 'captchaId must be text' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'captchaId must be the id given with the captcha image');

/**
 * ALTCHA human verification: the widget's payload, base64 JSON of the solved challenge. Its
 * signature and expiry are checked server-side (altcha-lib).
 */
export const altcha = z
  .string({ error: 'altcha is required' })
  .min(1, { error: 'altcha is required', abort: true })
  .max(4096, 'altcha must be at most 4096 characters')
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'altcha must be the payload of the ALTCHA widget')
  .meta({ description: 'Payload of the ALTCHA widget (base64 JSON)' });

/** Host name with an optional port, as the spec sends registerUrl and domain. */
export const HOST_PATTERN =
  /^(?=.{1,253}(?::\d{1,5})?$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*(?::\d{1,5})?$/;
export const host = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .regex(HOST_PATTERN, `${field} must be a host name like m.example.com`);

/** Calls whose caller only reads `success` answer with a null value. */
export const noValue = z.null();

export const optionalPayeeName = (max: number) =>
  z
    .string({ error: 'payeeName must be text' })
    .max(max, `payeeName must be at most ${max} characters`)
    .refine((v) => v === '' || isPayeeName(v), {
      message: PAYEE_NAME_MESSAGE,
      params: { [FIELD_CODE_PARAM]: FieldIssueCode.format },
    })
    .optional();
