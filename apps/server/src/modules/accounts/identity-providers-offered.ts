import {
  ErrorCode,
  IDENTITY_PROVIDER_FLAG,
  type IdentityProvidersValue,
  type MerchantConfig,
} from '@lotto/contract';
import { HttpError } from '../../lib/http-error';
import { configuredProvider } from './identity-clients';
import type { IdentitySignInDeps } from './identity-sign-in-deps';

/** §2.4: the buttons the login page shows (flag on where the spec has one, and a secret). */
export function offeredProviders(
  { settings }: IdentitySignInDeps,
  merchant: MerchantConfig,
): IdentityProvidersValue {
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
}

/** The provider of this id, when the merchant offers it; else METHOD_UNAVAILABLE. */
export function offeredProvider(
  { settings }: IdentitySignInDeps,
  merchant: MerchantConfig,
  providerId: string,
) {
  const provider = configuredProvider(merchant, settings, providerId);
  const flag = provider ? IDENTITY_PROVIDER_FLAG[provider.kind] : undefined;
  if (!provider || (flag && merchant.whitelabel[flag] !== true))
    throw new HttpError(
      ErrorCode.METHOD_UNAVAILABLE,
      `Sign-in with ${providerId} is not offered by this merchant`,
    );
  return provider;
}
