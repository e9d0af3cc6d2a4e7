import * as oidc from 'openid-client';
import { ErrorCode, FieldIssueCode } from '@lotto/contract';
import { fieldError, HttpError } from '../../lib/http-error';
import { sha256Hex } from '../../lib/secrets';
import type { Client } from './client';
import { offeredProvider } from './identity-providers-offered';
import type { IdentitySignInDeps } from './identity-sign-in-deps';
import { insertSignIn } from './identity-sign-in.repository';
import { derived } from './identity-sign-in-secrets';

/** From the start call to the provider's answer: long enough to log in at the provider. */
export const IDENTITY_SIGN_IN_TTL_MS = 10 * 60_000;
/** The app's page the provider sends the player back to (apps/web paths.identityCallback). */
export const IDENTITY_CALLBACK_PATH = '/m/identity/callback';

/** The redirect URI must be this site's callback page: the same host the call came to. */
function checkRedirectUri({ settings }: IdentitySignInDeps, redirectUri: string, host: string) {
  const url = new URL(redirectUri);
  if (
    url.host !== host ||
    url.pathname !== IDENTITY_CALLBACK_PATH ||
    url.search ||
    url.hash ||
    (url.protocol !== 'https:' && (url.protocol !== 'http:' || !settings.allowHttpIssuers))
  )
    throw fieldError(
      'redirectUri',
      `redirectUri must be this site's ${IDENTITY_CALLBACK_PATH}`,
      undefined,
      { code: FieldIssueCode.url },
    );
}

/** The provider's authorization URL for a new sign-in (linked to `memberId` when given). */
export async function startIdentitySignIn(
  deps: IdentitySignInDeps,
  client: Client,
  host: string,
  body: { provider: string; redirectUri: string },
  memberId: number | null,
): Promise<{ authorizationUrl: string }> {
  const { db, clock, clients, log, stateKey } = deps;
  const merchant = client.merchant;
  const provider = offeredProvider(deps, merchant, body.provider);
  checkRedirectUri(deps, body.redirectUri, host);
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
}
