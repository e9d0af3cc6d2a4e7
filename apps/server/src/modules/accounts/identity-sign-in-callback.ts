import * as oidc from 'openid-client';
import {
  ErrorCode,
  type IdentityCallbackValue,
  type IdentityProviderSettings,
  type IdentityRegistrationValue,
  type MerchantConfig,
} from '@lotto/contract';
import { isUniqueViolation } from '../../db/unique-violation';
import { HttpError } from '../../lib/http-error';
import { randomToken, sha256Hex } from '../../lib/secrets';
import type { Client } from './client';
import { offeredProvider } from './identity-providers-offered';
import type { IdentitySignInDeps } from './identity-sign-in-deps';
import {
  awaitRegistration,
  findIdentityMember,
  insertIdentity,
  takeSignIn,
  touchIdentity,
  type IdentitySignInRow,
} from './identity-sign-in.repository';
import { expired, failed } from './identity-sign-in-refused';
import { derived } from './identity-sign-in-secrets';
import { findMemberById } from './members.repository';

/** From the provider's answer to the registration form's submission. */
export const IDENTITY_REGISTRATION_TTL_MS = 15 * 60_000;

/** The code traded with the PKCE verifier, and the ID token's claims once checked. */
async function verifiedClaims(
  { clients, log, stateKey }: IdentitySignInDeps,
  merchantCode: string,
  provider: IdentityProviderSettings,
  signIn: IdentitySignInRow,
  body: { state: string; iss?: string },
  code: string,
): Promise<oidc.IDToken> {
  const config = await clients.configuration(merchantCode, provider).catch(() => {
    throw new HttpError(ErrorCode.BUSY);
  });
  const answer = new URL(signIn.redirectUri);
  answer.searchParams.set('state', body.state);
  answer.searchParams.set('code', code);
  if (body.iss) answer.searchParams.set('iss', body.iss);
  const nonce = derived(stateKey, 'nonce', body.state);
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, answer, {
      pkceCodeVerifier: derived(stateKey, 'pkce', body.state),
      expectedState: body.state,
      expectedNonce: nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (err) {
    log.warn({ err, provider: provider.id }, 'identity sign-in refused');
    throw failed('the provider could not confirm the sign-in');
  }
  if (!claims || sha256Hex(String(claims.nonce)) !== signIn.nonceHash)
    throw failed('the ID token does not belong to this sign-in');
  return claims;
}

/** The member who started the sign-in from their account links the provider's, and logs in. */
async function linkToMember(
  { db, clock, logins }: IdentitySignInDeps,
  client: Client,
  memberId: number,
  identity: { provider: string; issuer: string; subject: string },
) {
  const member = await findMemberById(db, memberId);
  if (!member) throw expired();
  try {
    await insertIdentity(db, {
      memberId: member.id,
      merchantCode: client.merchant.code,
      provider: identity.provider,
      issuer: identity.issuer,
      subject: identity.subject,
      lastSignInAt: clock(),
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw new HttpError(
        ErrorCode.CONFLICT,
        'This account is already linked to a member, or the member already has one',
      );
    throw err;
  }
  return logins.identityVerified(member, client);
}

/** An account no member has yet: the registration step's token, when the merchant registers. */
async function registrationStep(
  { db, clock }: IdentitySignInDeps,
  merchant: MerchantConfig,
  signInId: number,
  claims: oidc.IDToken,
): Promise<IdentityRegistrationValue> {
  if (!merchant.register.usernameRegistration && !merchant.register.mobileRegistration)
    throw new HttpError(ErrorCode.FORBIDDEN, 'Registration is off');
  const registration = randomToken();
  const expiresAt = new Date(clock().getTime() + IDENTITY_REGISTRATION_TTL_MS);
  const email =
    claims.email_verified === true && typeof claims.email === 'string' ? claims.email : null;
  await awaitRegistration(db, signInId, {
    issuer: claims.iss,
    subject: claims.sub,
    email,
    registrationHash: sha256Hex(registration),
    registrationExpiresAt: expiresAt,
  });
  return {
    registration,
    expiresAt: expiresAt.getTime(),
    minimumAge: merchant.register.minimumAge,
  };
}

/**
 * The provider's answer: the state is taken once (a replay, a wrong or a late state is
 * refused), the code traded with the PKCE verifier, the ID token checked (signature, issuer,
 * audience, expiry, nonce). Then the linked member's login, or the registration step.
 */
export async function identitySignInCallback(
  deps: IdentitySignInDeps,
  client: Client,
  body: { state: string; code?: string; iss?: string; error?: string },
): Promise<IdentityCallbackValue> {
  const { db, clock, logins } = deps;
  const merchant = client.merchant;
  const signIn = await takeSignIn(db, merchant.code, sha256Hex(body.state), clock());
  if (!signIn) throw expired();
  const provider = offeredProvider(deps, merchant, signIn.provider);
  if (body.error || !body.code) throw failed(`the provider answered ${body.error ?? 'no code'}`);
  const claims = await verifiedClaims(deps, merchant.code, provider, signIn, body, body.code);
  const issuer = claims.iss;
  const subject = claims.sub;

  if (signIn.linkMemberId !== null)
    return linkToMember(deps, client, signIn.linkMemberId, {
      provider: provider.id,
      issuer,
      subject,
    });

  const linked = await findIdentityMember(db, merchant.code, provider.id, subject);
  if (linked) {
    if (linked.identity.issuer !== issuer) throw failed('the issuer changed');
    const result = await logins.identityVerified(linked.member, client);
    await touchIdentity(db, linked.identity.id, clock());
    return result;
  }

  return registrationStep(deps, merchant, signIn.id, claims);
}
