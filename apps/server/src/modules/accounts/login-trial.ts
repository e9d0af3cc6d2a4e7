import { ErrorCode, type LoginValue, type MerchantConfig } from '@lotto/contract';
import { HttpError } from '../../lib/http-error';
import { hashPassword } from '../../lib/password-hashing';
import { randomToken } from '../../lib/secrets';
import { grantStartingBalance } from '../wallet/wallet.service';
import type { Client } from './client';
import type { LoginDeps } from './login-deps';
import { startLoginSession } from './login-session';
import { findMemberByUsername, insertMember, type MemberRow } from './members.service';

/** §4, §6 trial play: a new account with play money only, marked as trial. */
async function createTrialMember(
  { db, clock }: LoginDeps,
  merchant: MerchantConfig,
): Promise<MemberRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const username = `trial${randomToken(6)
      .replace(/[^a-z0-9]/gi, '')
      .toLowerCase()
      .slice(0, 8)}`;
    if (await findMemberByUsername(db, merchant.code, username)) continue;
    const trial = await insertMember(db, {
      merchantCode: merchant.code,
      username,
      // Nobody knows this password: a trial account is reached only through its session.
      passwordHash: await hashPassword(randomToken()),
      isTrial: true,
      registerMethod: 'H5',
    });
    // §6 play money only: the grant lands in the trial account's play wallet.
    await grantStartingBalance(db, merchant, trial, clock());
    return trial;
  }
  throw new HttpError(ErrorCode.BUSY);
}

/** §4 trialUser: a trial account without a session, behind the human verification. */
export async function trialAccount(
  deps: LoginDeps,
  client: Client,
  altchaPayload: string | undefined,
) {
  await deps.altcha.verify(altchaPayload);
  const member = await createTrialMember(deps, client.merchant);
  return { userName: member.username, merchantCode: member.merchantCode };
}

/** §4, §6 free play: a trial account and its session, behind the human verification. */
export async function trialLogin(
  deps: LoginDeps,
  client: Client,
  altchaPayload: string | undefined,
): Promise<LoginValue> {
  await deps.altcha.verify(altchaPayload);
  return startLoginSession(deps, await createTrialMember(deps, client.merchant), client);
}
