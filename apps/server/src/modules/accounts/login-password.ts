import {
  MOBILE_NUM_PATTERN,
  type LoginBody,
  type LoginResult,
  type MerchantConfig,
} from '@lotto/contract';
import { verifyPassword } from '../../lib/password-hashing';
import type { Client } from './client';
import type { LoginDeps } from './login-deps';
import { captchaGate, checkLoginAllowed, failLogin, mobileFailureKey } from './login-gates';
import { firstFactorPassed } from './login-session';
import { findMemberByMobile, findMemberByUsername } from './members.service';
import { mobileE164 } from './phone-number';

/**
 * Digits typed as a username that parse as a number of the merchant's
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
  { db }: LoginDeps,
  merchant: MerchantConfig,
  name: string,
  asNumber: string | null,
) {
  const byName = await findMemberByUsername(db, merchant.code, name.toLowerCase());
  if (byName || !asNumber) return byName;
  return findMemberByMobile(db, merchant.code, asNumber);
}

/** §3 a login by username (or proven mobile number) and password, behind the human verification. */
export async function passwordLogin(
  deps: LoginDeps,
  client: Client,
  body: Extract<LoginBody, { type: 'username' }>,
): Promise<LoginResult> {
  const { db, guard, altcha } = deps;
  const merchant = client.merchant;
  await altcha.verify(body.altcha);
  // §3: a username, or a mobile number (only a proven one names an account).
  const byNumber = body.mobileNum
    ? mobileE164(merchant, body.countryDialingCode, body.mobileNum)
    : null;
  const typedNumber = byNumber ? null : numberTypedAsUsername(merchant, body.username!);
  // One count per number, however it is typed (field, national or international form).
  const numberKey = byNumber ?? typedNumber;
  const failureKey = numberKey ? mobileFailureKey(numberKey) : body.username!.toLowerCase();
  await captchaGate(deps, client, failureKey, body);
  const member = byNumber
    ? await findMemberByMobile(db, merchant.code, byNumber)
    : await findByUsernameOrNumber(deps, merchant, body.username!, typedNumber);
  const ok = await verifyPassword(
    member && !member.isTrial ? member.passwordHash : null,
    body.password,
  );
  if (!ok || !member) return failLogin(deps, client, failureKey);
  checkLoginAllowed(member);
  await guard.clear(merchant.code, failureKey);
  return firstFactorPassed(deps, member, client, 'username');
}
