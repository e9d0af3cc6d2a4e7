import { ErrorCode, type LoginBody, type LoginResult } from '@lotto/contract';
import { HttpError } from '../../lib/http-error';
import type { Client } from './client';
import type { LoginDeps } from './login-deps';
import { captchaGate, checkLoginAllowed, failLogin, mobileFailureKey } from './login-gates';
import { firstFactorPassed } from './login-session';
import { findMemberByMobile } from './members.service';
import { mobileE164 } from './phone-number';

/** §2.4 SMS login: the code proves the number; the same gates as a password (ASVS V6.3). */
export async function smsCodeLogin(
  deps: LoginDeps,
  client: Client,
  body: Extract<LoginBody, { type: 'sms' }>,
): Promise<LoginResult> {
  const { db, guard, altcha, sms } = deps;
  const merchant = client.merchant;
  await altcha.verify(body.altcha);
  const mobile = mobileE164(merchant, body.countryDialingCode, body.mobileNum);
  const failureKey = mobileFailureKey(mobile);
  await captchaGate(deps, client, failureKey, body);
  try {
    await sms.consume(merchant, mobile, body.messageCode, 'messageCode');
  } catch (err) {
    if (!(err instanceof HttpError) || err.code !== ErrorCode.VERIFICATION_CODE_WRONG) throw err;
    await guard.recordFailure(merchant.code, failureKey, client.ip);
    if (await guard.captchaRequired(merchant.code, failureKey, client.ip))
      throw new HttpError(err.code, err.message, { ...err.value, captcha: true });
    throw err;
  }
  const member = await findMemberByMobile(db, merchant.code, mobile);
  if (!member) return failLogin(deps, client, failureKey);
  checkLoginAllowed(member);
  await guard.clear(merchant.code, failureKey);
  return firstFactorPassed(deps, member, client, 'sms');
}

/** §2.4: a code to the number, for SMS login, mobile registration or the SMS reset. */
export async function sendSmsCode(
  { altcha, sms }: LoginDeps,
  client: Client,
  body: { countryDialingCode?: string; mobileNum: string; altcha?: string },
): Promise<number> {
  const mobile = mobileE164(client.merchant, body.countryDialingCode, body.mobileNum);
  await altcha.verify(body.altcha);
  return sms.send(client.merchant, mobile, client.ip, client.language);
}
