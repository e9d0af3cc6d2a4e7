import { ErrorCode, type LoginResult, type LoginValue } from '@lotto/contract';
import { HttpError } from '../../lib/http-error';
import type { Client } from './client';
import type { LoginDeps } from './login-deps';
import { checkLoginAllowed } from './login-gates';
import { loadMember, updateMember, type MemberRow } from './members.service';
import { insertMemberLogin, type LoginMethod } from './member-security.repository';
import type { SecondFactor } from './two-factor.service';

/** A new session; a member's sign-in (not a trial's) goes into the login history. */
export async function startLoginSession(
  { db, clock, sessions }: LoginDeps,
  member: MemberRow,
  client: Client,
  method: LoginMethod | null = null,
): Promise<LoginValue> {
  const token = await sessions.start(member, client);
  const now = clock();
  await updateMember(db, member.id, { lastLoginAt: now });
  if (method)
    await insertMemberLogin(db, {
      memberId: member.id,
      at: now,
      ip: client.ip,
      userAgent: client.userAgent,
      country: client.country,
      method,
    });
  return {
    token,
    userName: member.username,
    customerType: member.customerType,
    firstTimeLogin: member.firstTimeLogin,
  };
}

/** After the first factor: a session, or the second step when two-factor sign-in is on. */
export async function firstFactorPassed(
  deps: LoginDeps,
  member: MemberRow,
  client: Client,
  method: 'username' | 'sms' | 'identity',
): Promise<LoginResult> {
  if (await deps.twoFactor.isOn(member.id)) return deps.twoFactor.challenge(member.id, method);
  return startLoginSession(deps, member, client, method);
}

/**
 * A member an identity provider vouched for: the same refusals and second step as a login
 * (a disabled or non-member account, two-factor sign-in).
 */
export async function identityVerified(
  deps: LoginDeps,
  member: MemberRow,
  client: Client,
): Promise<LoginResult> {
  checkLoginAllowed(member);
  if (member.isTrial) throw new HttpError(ErrorCode.TRIAL_NOT_ALLOWED);
  return firstFactorPassed(deps, member, client, 'identity');
}

/** The second step: the challenge of the first and a code (or a recovery code). */
export async function completeTwoFactor(
  deps: LoginDeps,
  client: Client,
  challenge: string,
  factor: SecondFactor,
): Promise<LoginValue> {
  const { memberId, method } = await deps.twoFactor.complete(challenge, factor);
  const member = await loadMember(deps.db, memberId);
  checkLoginAllowed(member);
  return startLoginSession(deps, member, client, method);
}
