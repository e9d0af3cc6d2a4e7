import { paths } from '@/config/paths';

/** The page the provider sends the player back to, on this site. */
export const identityRedirectUri = (origin: string): string => origin + paths.identityCallback;

/**
 * Where the player goes after an identity provider's sign-in (or linking from the security
 * centre): kept in this tab while the provider's pages show, read once by the callback page.
 */
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

/** Off to the provider's sign-in page (a whole-page navigation; its own function for tests). */
export const leaveForProvider = (authorizationUrl: string): void => {
  window.location.assign(authorizationUrl);
};
