import { ErrorCode, reasonMessage, type LoginValue, type MerchantConfig } from '@lotto/contract';
import { isUniqueViolation } from '../../db/unique-violation';
import { HttpError } from '../../lib/http-error';
import { hashPassword } from '../../lib/password-hashing';
import { randomToken, sha256Hex } from '../../lib/secrets';
import { grantStartingBalance } from '../wallet/wallet.service';
import { checkAgeAndTerms } from './age-and-terms';
import type { Client } from './client';
import { offeredProvider } from './identity-providers-offered';
import type { IdentitySignInDeps } from './identity-sign-in-deps';
import { findRegistration, insertIdentity, takeRegistration } from './identity-sign-in.repository';
import { expired } from './identity-sign-in-refused';
import { insertMember, usernameTaken } from './members.repository';

/**
 * Usernames of members a provider created: two letters of its kind and ten random letters and
 * digits, which fits the usual username rules (a letter first, 6-16 lower-case letters and digits).
 */
const newUsername = (kind: string) =>
  `${kind.slice(0, 2)}${randomToken(16)
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()
    .slice(0, 10)}`;

/** A new member for a provider's account, under the merchant's registration rules. */
async function createMember(
  { accounts, db, clock }: IdentitySignInDeps,
  merchant: MerchantConfig,
  signIn: { provider: string; issuer: string; subject: string; email: string | null },
  kind: string,
) {
  let username = newUsername(kind);
  for (let n = 0; (await usernameTaken(db, merchant.code, username)) && n < 5; n++)
    username = newUsername(kind);
  // Nobody knows this password: the member signs in through the provider (or resets it).
  const passwordHash = await hashPassword(randomToken());
  const member = await db.transaction(async (tx) => {
    const row = await insertMember(tx, {
      merchantCode: merchant.code,
      username,
      passwordHash,
      email: signIn.email,
      registerMethod: 'H5',
      termsAcceptedAt: clock(),
    });
    await insertIdentity(tx, {
      memberId: row.id,
      merchantCode: merchant.code,
      provider: signIn.provider,
      issuer: signIn.issuer,
      subject: signIn.subject,
      lastSignInAt: clock(),
    });
    await accounts.memberRegistered(tx, row);
    return row;
  });
  await grantStartingBalance(db, merchant, member, clock());
  return member;
}

/** §5 for a first sign-in: age and terms, then the member, logged in. */
export async function registerIdentityMember(
  deps: IdentitySignInDeps,
  client: Client,
  body: { registration: string; birthDate?: string; agreeTerms?: boolean },
): Promise<LoginValue> {
  const { accounts, db, clock, logins } = deps;
  const merchant = client.merchant;
  const hash = sha256Hex(body.registration);
  const signIn = await findRegistration(db, merchant.code, hash, clock());
  if (!signIn?.subject || !signIn.issuer) throw expired();
  const provider = offeredProvider(deps, merchant, signIn.provider);
  checkAgeAndTerms(merchant, body, clock());
  if (await accounts.registrationBlocked(merchant.code, { email: signIn.email }))
    throw new HttpError(
      ErrorCode.PROTECTION_EXCLUDED,
      reasonMessage('REGISTRATION_EXCLUDED', 'en') ?? '',
      { reason: 'REGISTRATION_EXCLUDED', params: {} },
    );
  if (!(await takeRegistration(db, signIn.id, hash))) throw expired();
  let member;
  try {
    member = await createMember(
      deps,
      merchant,
      {
        provider: provider.id,
        issuer: signIn.issuer,
        subject: signIn.subject,
        email: signIn.email,
      },
      provider.kind,
    );
  } catch (err) {
    // The same account finished a second sign-in at once: it is that member's now.
    if (isUniqueViolation(err)) throw expired();
    throw err;
  }
  return logins.startSession(member, client, 'register');
}
