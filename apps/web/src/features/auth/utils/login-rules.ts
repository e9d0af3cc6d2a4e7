import { CAPTCHA_MAX_LENGTH } from '@lotto/contract';

/*
 * §5 the login rules (loginUsername, loginPassword, loginMobileNum, verificationCode) as plain
 * checks for react-hook-form's `validate`: the login page is a first view, and zod with the
 * contract's schemas must not load with it. The server still checks the contract's login body.
 */

/** The contract's login bounds (fields.ts username, loginPassword). */
export const LOGIN_USERNAME_MAX_LENGTH = 32;
export const LOGIN_PASSWORD_MAX_LENGTH = 128;
export const MOBILE_INPUT_PATTERN = /^\d{6,15}$/;
export const CODE_INPUT_PATTERN = /^\d{4,8}$/;

export interface UsernameLoginValues {
  username: string;
  password: string;
  captcha: string;
  remember: boolean;
}

export interface SmsLoginValues {
  mobileNum: string;
  messageCode: string;
  captcha: string;
  remember: boolean;
}

/** True when the value passes, else the locale key of its message. */
type Check = (value: string) => true | string;

// Counted in code points as zod counts them, so an emoji is one character on both sides.
const lengthOf = (value: string) => [...value].length;

const lengthBetween =
  (key: string, max: number, trim: boolean): Check =>
  (value) => {
    const length = lengthOf(trim ? value.trim() : value);
    return (length >= 1 && length <= max) || key;
  };

const digits =
  (key: string, pattern: RegExp): Check =>
  (value) =>
    pattern.test(value.trim()) || key;

/** Whether there must be an answer is the form's call: only once the server asks (§2.4). */
const captcha: Check = (value) =>
  lengthOf(value.trim()) <= CAPTCHA_MAX_LENGTH || 'validation.captcha';

export const loginChecks = {
  username: lengthBetween('validation.login_username', LOGIN_USERNAME_MAX_LENGTH, true),
  password: lengthBetween('validation.login_password', LOGIN_PASSWORD_MAX_LENGTH, false),
  mobileNum: digits('validation.login_mobile', MOBILE_INPUT_PATTERN),
  messageCode: digits('validation.verification_code', CODE_INPUT_PATTERN),
  captcha,
} satisfies Record<string, Check>;
