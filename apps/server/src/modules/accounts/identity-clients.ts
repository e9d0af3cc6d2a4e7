import * as oidc from 'openid-client';
import type { IdentityProviderSettings, MerchantConfig } from '@lotto/contract';

export interface IdentitySettings {
  /** Client secrets by `merchant:provider` (OIDC_CLIENT_SECRETS); never in the merchant file. */
  clientSecrets: Readonly<Record<string, string>>;
  /**
   * Issuers on plain http are refused in production; tests and development run a provider on
   * localhost without TLS.
   */
  allowHttpIssuers: boolean;
}

/** A provider whose discovery or token endpoint does not answer within this fails the sign-in. */
const PROVIDER_TIMEOUT_S = 10;
/** Discovered metadata (and keys) are read again after this, so rotations are picked up. */
const DISCOVERY_MAX_AGE_MS = 60 * 60_000;

export const secretKey = (merchantCode: string, providerId: string) =>
  `${merchantCode}:${providerId}`;

/** The provider of this id the merchant configured and has a client secret for, or null. */
export function configuredProvider(
  merchant: MerchantConfig,
  settings: IdentitySettings,
  providerId: string,
): IdentityProviderSettings | null {
  const provider = merchant.identityProviders.find((p) => p.id === providerId);
  if (!provider || !settings.clientSecrets[secretKey(merchant.code, provider.id)]) return null;
  return provider;
}

/**
 * openid-client configurations, one per merchant's provider, discovered from the issuer on first
 * use. ID tokens are checked against the provider's published keys
 * (openid-client's non-repudiation checks), on top of its issuer, audience, expiry and nonce
 * checks.
 */
export function createIdentityClients(settings: IdentitySettings, clock: () => Date) {
  const cache = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

  async function discover(merchantCode: string, provider: IdentityProviderSettings) {
    const issuer = new URL(provider.issuer);
    const insecure = issuer.protocol === 'http:';
    if (insecure && !settings.allowHttpIssuers)
      throw new Error(`identity provider ${provider.id}: the issuer must use https`);
    const secret = settings.clientSecrets[secretKey(merchantCode, provider.id)]!;
    return oidc.discovery(
      issuer,
      provider.clientId,
      { client_secret: secret },
      oidc.ClientSecretPost(secret),
      {
        timeout: PROVIDER_TIMEOUT_S,
        execute: [
          oidc.enableNonRepudiationChecks,
          ...(insecure ? [oidc.allowInsecureRequests] : []),
        ],
      },
    );
  }

  return {
    /** The provider's configuration; a failed discovery is tried again at the next sign-in. */
    configuration(merchantCode: string, provider: IdentityProviderSettings) {
      const key = `${secretKey(merchantCode, provider.id)}|${provider.issuer}|${provider.clientId}`;
      const now = clock().getTime();
      const cached = cache.get(key);
      if (cached && now - cached.at < DISCOVERY_MAX_AGE_MS) return cached.config;
      const config = discover(merchantCode, provider);
      cache.set(key, { at: now, config });
      config.catch(() => cache.delete(key));
      return config;
    },
  };
}
