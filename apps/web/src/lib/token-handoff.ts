import { readSession, writeSession } from './session-storage';

/** Query parameters that carry a session into the app (§2.1, §3). */
const TOKEN_PARAM = 'token';
const MERCHANT_PARAMS = ['merchantCode', 'merchant'] as const;

/**
 * §2.1: a `token` in the page query string becomes the session record, together with the merchant
 * code. The token is then taken out of the address bar so it does not linger in history, bookmarks
 * or screenshots. Returns true when a session was stored.
 */
export const handOffToken = (
  win: Pick<Window, 'location' | 'history'> = window,
  storage: Storage = sessionStorage,
): boolean => {
  const url = new URL(win.location.href);
  const token = url.searchParams.get(TOKEN_PARAM)?.trim();
  if (!token) return false;

  const previous = readSession(storage);
  const merchantCode =
    MERCHANT_PARAMS.map((p) => url.searchParams.get(p)?.trim()).find((v) => v) ??
    previous?.merchantCode ??
    '';
  writeSession({ token, merchantCode, userName: '', type: null, firstTimeLogin: null }, storage);

  url.searchParams.delete(TOKEN_PARAM);
  win.history.replaceState(win.history.state, '', url.pathname + url.search + url.hash);
  return true;
};
