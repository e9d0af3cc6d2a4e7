import { paths } from '@/config/paths';

/** The login page's query field naming the page a visitor was sent from (§6 "needs a session"). */
export const RETURN_TO_PARAM = 'redirect';

/**
 * The login address that brings the player back to `href` (a path of this app) after login. A
 * login address is already one: wrapping it again would send the player from login to login.
 */
export const loginReturningTo = (href: string): string =>
  new URL(href, window.location.origin).pathname === paths.login
    ? href
    : `${paths.login}?${new URLSearchParams({ [RETURN_TO_PARAM]: href }).toString()}`;

/**
 * The page to return to after login, read from the login page's query: only a path of this app
 * (/m/…), never another site (//host, /\host) or the login page itself, or the login page
 * becomes an open redirect.
 */
export const returnPathOf = (search: string): string | null => {
  const wanted = new URLSearchParams(search).get(RETURN_TO_PARAM);
  if (!wanted || !/^\/m\/(?![/\\])/.test(wanted)) return null;
  const url = new URL(wanted, window.location.origin);
  if (url.origin !== window.location.origin || url.pathname === paths.login) return null;
  return url.pathname + url.search + url.hash;
};
