import { ErrorCode, type LoginBody, type LoginResult } from '@lotto/contract';
import { fieldError, HttpError } from '../../lib/http-error';
import type { Client } from './client';
import type { LoginDeps } from './login-deps';
import { captchaGate, checkLoginAllowed, failLogin, mobileFailureKey } from './login-gates';
import { firstFactorPassed } from './login-session';
import { findMemberByMobile } from './members.service';
import { mobileE164 } from './phone-number';

/** §3, §4: a login with the phone-code provider's token only; the provider proved the number. */
export async function phoneCodeProviderLogin(
  deps: LoginDeps,
  client: Client,
  body: Extract<LoginBody, { type: 'firebase' }>,
): Promise<LoginResult> {
  const { db, guard, verifyPhoneCode } = deps;
  const merchant = client.merchant;
  const identity = merchant.sms.phoneCodeProvider ? merchant.sms.phoneCodeIdentity : undefined;
  if (!identity) {
    throw new HttpError(
      ErrorCode.METHOD_UNAVAILABLE,
      'Login by the phone-code provider is not offered by this merchant',
    );
  }
  const mobile = mobileE164(merchant, undefined, body.firebaseMobileNo);
  const failureKey = mobileFailureKey(mobile);
  await captchaGate(deps, client, failureKey, body);
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
  if (!member) return failLogin(deps, client, failureKey);
  checkLoginAllowed(member);
  await guard.clear(merchant.code, failureKey);
  return firstFactorPassed(deps, member, client, 'sms');
}
