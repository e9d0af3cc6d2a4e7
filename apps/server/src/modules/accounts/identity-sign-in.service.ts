import { createHmac } from 'node:crypto';
import * as oidc from 'openid-client';
import {
  ErrorCode,
  IDENTITY_PROVIDER_FLAG,
  reasonMessage,
  type IdentityCallbackValue,
  type IdentityLinksValue,
  type IdentityProvidersValue,
  type IdentityRegistrationValue,
  type LoginValue,
  type MerchantConfig,
} from '@lotto/contract';
import type { FastifyBaseLogger } from 'fastify';
import { fieldError, HttpError } from '../../lib/http-error';
import { hashPassword } from '../../lib/password-hashing';
import { randomToken, sha256Hex } from '../../lib/secrets';
import { isUniqueViolation } from '../../db/unique-violation';
import { grantStartingBalance } from '../wallet/wallet.service';
import type { Accounts } from './accounts.module';
import { checkAgeAndTerms } from './age-and-terms';
import type { Client } from './client';
import {
  configuredProvider,
  createIdentityClients,
  type IdentitySettings,
} from './identity-clients';
import {
  awaitRegistration,
  findIdentityMember,
  findRegistration,
  insertIdentity,
  insertSignIn,
  listMemberIdentities,
  takeRegistration,
  takeSignIn,
  touchIdentity,
} from './identity-sign-in.repository';
import type { LoginService } from './login.service';
import { findMemberById, insertMember, usernameTaken } from './members.repository';

/** From the start call to the provider's answer: long enough to log in at the provider. */
export const IDENTITY_SIGN_IN_TTL_MS = 10 * 60_000;
/** From the provider's answer to the registration form's submission. */
export const IDENTITY_REGISTRATION_TTL_MS = 15 * 60_000;
/** The app's page the provider sends the player back to (apps/web paths.identityCallback). */
export const IDENTITY_CALLBACK_PATH = '/m/identity/callback';

/**
 * The PKCE verifier and the nonce are derived from the state under a server secret, so that the
 * database keeps only hashes: a read of it cannot finish anyone's sign-in.
 */
const derived = (key: string, label: string, state: string) =>
  createHmac('sha256', key).update(`oidc-${label}:${state}`).digest('base64url');

/**
 * Usernames of members a provider created: two letters of its kind and ten random letters and
 * digits, which fits the usual username rules (a letter first, 6-16 lower-case letters and digits).
 */
const newUsername = (kind: string) =>
  `${kind.slice(0, 2)}${randomToken(16)
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()
    .slice(0, 10)}`;

const failed = (message: string) => new HttpError(ErrorCode.IDENTITY_SIGN_IN_FAILED, message);
const expired = () => new HttpError(ErrorCode.IDENTITY_SIGN_IN_EXPIRED);

export function createIdentitySignInService(
  accounts: Accounts,
  logins: LoginService,
  settings: IdentitySettings,
  log: FastifyBaseLogger,
) {
  const { db, clock } = accounts;
  const clients = createIdentityClients(settings, clock);
  const stateKey = `${accounts.settings.totpKey}:identity-sign-in`;

  function providerOf(merchant: MerchantConfig, providerId: string) {
    const provider = configuredProvider(merchant, settings, providerId);
    const flag = provider ? IDENTITY_PROVIDER_FLAG[provider.kind] : undefined;
    if (!provider || (flag && merchant.whitelabel[flag] !== true))
      throw new HttpError(
        ErrorCode.METHOD_UNAVAILABLE,
        `Sign-in with ${providerId} is not offered by this merchant`,
      );
    return provider;
  }

  /** The redirect URI must be this site's callback page: the same host the call came to. */
  function checkRedirectUri(redirectUri: string, host: string) {
    const url = new URL(redirectUri);
    if (
      url.host !== host ||
      url.pathname !== IDENTITY_CALLBACK_PATH ||
      url.search ||
      url.hash ||
      (url.protocol !== 'https:' && (url.protocol !== 'http:' || !settings.allowHttpIssuers))
    )
      throw fieldError('redirectUri', `redirectUri must be this site's ${IDENTITY_CALLBACK_PATH}`);
  }

  /** A new member for a provider's account, under the merchant's registration rules. */
  async function createMember(
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

  return {
    /** §2.4: the buttons the login page shows (flag on where the spec has one, and a secret). */
    providers(merchant: MerchantConfig): IdentityProvidersValue {
      return {
        list: merchant.identityProviders
          .filter((p) => {
            const flag = IDENTITY_PROVIDER_FLAG[p.kind];
            return (
              configuredProvider(merchant, settings, p.id) !== null &&
              (!flag || merchant.whitelabel[flag] === true)
            );
          })
          .map((p) => ({ id: p.id, kind: p.kind })),
      };
    },

    /** The member's linked accounts, oldest first. */
    async links(memberId: number): Promise<IdentityLinksValue> {
      const rows = await listMemberIdentities(db, memberId);
      return { list: rows.map((r) => ({ provider: r.provider, linkedAt: r.linkedAt.getTime() })) };
    },

    /** The provider's authorization URL for a new sign-in (linked to `memberId` when given). */
    async start(
      client: Client,
      host: string,
      body: { provider: string; redirectUri: string },
      memberId: number | null,
    ): Promise<{ authorizationUrl: string }> {
      const merchant = client.merchant;
      const provider = providerOf(merchant, body.provider);
      checkRedirectUri(body.redirectUri, host);
      const config = await clients.configuration(merchant.code, provider).catch((err: unknown) => {
        log.warn({ err, provider: provider.id }, 'identity provider discovery failed');
        throw new HttpError(ErrorCode.BUSY);
      });
      const state = oidc.randomState();
      const nonce = derived(stateKey, 'nonce', state);
      const verifier = derived(stateKey, 'pkce', state);
      await insertSignIn(db, {
        merchantCode: merchant.code,
        provider: provider.id,
        stateHash: sha256Hex(state),
        nonceHash: sha256Hex(nonce),
        redirectUri: body.redirectUri,
        linkMemberId: memberId,
        expiresAt: new Date(clock().getTime() + IDENTITY_SIGN_IN_TTL_MS),
      });
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: body.redirectUri,
        scope: provider.scopes.join(' '),
        response_type: 'code',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        ui_locales: client.language,
      });
      return { authorizationUrl: url.href };
    },

    /**
     * The provider's answer: the state is taken once (a replay, a wrong or a late state is
     * refused), the code traded with the PKCE verifier, the ID token checked (signature, issuer,
     * audience, expiry, nonce). Then the linked member's login, or the registration step.
     */
    async callback(
      client: Client,
      body: { state: string; code?: string; iss?: string; error?: string },
    ): Promise<IdentityCallbackValue> {
      const merchant = client.merchant;
      const signIn = await takeSignIn(db, merchant.code, sha256Hex(body.state), clock());
      if (!signIn) throw expired();
      const provider = providerOf(merchant, signIn.provider);
      if (body.error || !body.code)
        throw failed(`the provider answered ${body.error ?? 'no code'}`);
      const config = await clients.configuration(merchant.code, provider).catch(() => {
        throw new HttpError(ErrorCode.BUSY);
      });
      const answer = new URL(signIn.redirectUri);
      answer.searchParams.set('state', body.state);
      answer.searchParams.set('code', body.code);
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
      const issuer = claims.iss;
      const subject = claims.sub;

      if (signIn.linkMemberId !== null) {
        const member = await findMemberById(db, signIn.linkMemberId);
        if (!member) throw expired();
        try {
          await insertIdentity(db, {
            memberId: member.id,
            merchantCode: merchant.code,
            provider: provider.id,
            issuer,
            subject,
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

      const linked = await findIdentityMember(db, merchant.code, provider.id, subject);
      if (linked) {
        if (linked.identity.issuer !== issuer) throw failed('the issuer changed');
        const result = await logins.identityVerified(linked.member, client);
        await touchIdentity(db, linked.identity.id, clock());
        return result;
      }

      if (!merchant.register.usernameRegistration && !merchant.register.mobileRegistration)
        throw new HttpError(ErrorCode.FORBIDDEN, 'Registration is off');
      const registration = randomToken();
      const expiresAt = new Date(clock().getTime() + IDENTITY_REGISTRATION_TTL_MS);
      const email =
        claims.email_verified === true && typeof claims.email === 'string' ? claims.email : null;
      await awaitRegistration(db, signIn.id, {
        issuer,
        subject,
        email,
        registrationHash: sha256Hex(registration),
        registrationExpiresAt: expiresAt,
      });
      const value: IdentityRegistrationValue = {
        registration,
        expiresAt: expiresAt.getTime(),
        minimumAge: merchant.register.minimumAge,
      };
      return value;
    },

    /** §5 for a first sign-in: age and terms, then the member, logged in. */
    async register(
      client: Client,
      body: { registration: string; birthDate?: string; agreeTerms?: boolean },
    ): Promise<LoginValue> {
      const merchant = client.merchant;
      const hash = sha256Hex(body.registration);
      const signIn = await findRegistration(db, merchant.code, hash, clock());
      if (!signIn?.subject || !signIn.issuer) throw expired();
      const provider = providerOf(merchant, signIn.provider);
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
    },
  };
}
