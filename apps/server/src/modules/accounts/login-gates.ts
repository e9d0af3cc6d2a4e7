import { ErrorCode } from '@lotto/contract';
import { HttpError } from '../../lib/http-error';
import type { Client } from './client';
import type { LoginDeps } from './login-deps';
import type { MemberRow } from './members.service';

/** §6: accounts of these types are not members (agent-only) and cannot log in on the member side. */
export const NON_MEMBER_TYPES: readonly number[] = [3];

/** Failed logins are counted per number as well as per username (':' is in no username). */
export const mobileFailureKey = (e164: string) => `mobile:${e164}`;

export function checkLoginAllowed(member: MemberRow) {
  if (member.disabled) throw new HttpError(ErrorCode.USER_DISABLED);
  if (NON_MEMBER_TYPES.includes(member.customerType)) throw new HttpError(ErrorCode.NON_MEMBER);
}

/** §2.4, §8 brute-force rule: once required, the captcha is checked before anything else. */
export async function captchaGate(
  { guard, captcha }: LoginDeps,
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

export async function failLogin(
  { guard }: LoginDeps,
  client: Client,
  username: string | null,
): Promise<never> {
  await guard.recordFailure(client.merchant.code, username, client.ip);
  const captchaNow = await guard.captchaRequired(client.merchant.code, username, client.ip);
  throw new HttpError(ErrorCode.WRONG_CREDENTIALS, '', captchaNow ? { captcha: true } : null);
}
