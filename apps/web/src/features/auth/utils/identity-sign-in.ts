import {
  LoginType,
  type IdentityCallbackInput,
  type IdentityProvidersValue,
} from '@lotto/contract';
import { paths } from '@/config/paths';

export type OfferedProvider = IdentityProvidersValue['list'][number];

/**
 * §2.4: the identity providers' buttons show only for the username method. Which providers (a
 * client configured, Google and Facebook with their whitelabel flags) is the server's answer.
 */
export const visibleIdentityProviders = (
  offered: readonly OfferedProvider[] | undefined,
  method: typeof LoginType.username | typeof LoginType.sms,
): OfferedProvider[] => (method === LoginType.username && offered ? [...offered] : []);

/** The page the provider sends the player back to, on this site. */
export const identityRedirectUri = (origin: string): string => origin + paths.identityCallback;

/** Where the player goes after the sign-in: kept in this tab while the provider's pages show. */
const RETURN_KEY = 'identitySignInReturn';

export const rememberIdentityReturn = (path: string | null, storage: Storage = sessionStorage) => {
  if (path) storage.setItem(RETURN_KEY, path);
  else storage.removeItem(RETURN_KEY);
};

export const takeIdentityReturn = (storage: Storage = sessionStorage): string | null => {
  const path = storage.getItem(RETURN_KEY);
  storage.removeItem(RETURN_KEY);
  // Only a path of this app (as the login page's own return path).
  return path && /^\/m\/(?![/\\])/.test(path) ? path : null;
};

/** The provider's answer in the callback page's query, as the server takes it; null without a state. */
export const callbackAnswer = (search: string): IdentityCallbackInput | null => {
  const query = new URLSearchParams(search);
  const state = query.get('state');
  if (!state) return null;
  const answer: IdentityCallbackInput = { state };
  for (const key of ['code', 'iss', 'error', 'error_description'] as const) {
    const value = query.get(key);
    if (value) answer[key] = value;
  }
  return answer;
};

/** Off to the provider's sign-in page (a whole-page navigation; its own module for tests). */
export const leaveForProvider = (authorizationUrl: string): void => {
  window.location.assign(authorizationUrl);
};
