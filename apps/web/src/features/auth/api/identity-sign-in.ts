import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  IdentityCallbackInput,
  IdentityRegisterInput,
  IdentityStartInput,
} from '@lotto/contract';
import { routes } from '@lotto/contract';
import { SETTINGS_STALE_MS } from '@/config/stale-times';
import { apiCall } from '@/lib/api-client';
import { systemKeys } from '@/lib/system-query-keys';

export const identityProvidersQueryOptions = () =>
  queryOptions({
    queryKey: [...systemKeys.all(), 'identity-providers'] as const,
    queryFn: ({ signal }) => apiCall(routes.identityProviders, { signal }),
    staleTime: SETTINGS_STALE_MS,
  });

/** §2.4: the identity providers the merchant offers (Google, Facebook, LINE …). */
export const useIdentityProviders = () => useQuery(identityProvidersQueryOptions());

/** The provider's sign-in page for a new sign-in. */
export const startIdentitySignIn = (body: IdentityStartInput) =>
  apiCall(routes.identityStart, { body });

/** The provider's answer, passed on from the callback page's address. */
export const finishIdentitySignIn = (body: IdentityCallbackInput) =>
  apiCall(routes.identityCallback, { body });

/** A first sign-in's registration step: age and terms. */
export const registerByIdentity = (body: IdentityRegisterInput) =>
  apiCall(routes.identityRegister, { body });
