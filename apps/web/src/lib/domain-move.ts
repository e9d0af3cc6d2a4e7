import {
  API_CALL_TIMEOUT_MS,
  HANDOVER_FRAGMENT_PARAM,
  LANGUAGE_FRAGMENT_PARAM,
  routes,
} from '@lotto/contract';
import { isStandalone } from './device';
import { activeLanguage, isLanguage, setLanguage } from './i18n';
import { readSession, writeSession } from './session-storage';

/** The fragment parameter beside the handover code and the language: the merchant. */
const MERCHANT_FRAGMENT_PARAM = 'merchant';

interface MoveDeps {
  navigate: (url: string) => void;
  fetch: typeof fetch;
  standalone: () => boolean;
}

const defaultMoveDeps: MoveDeps = {
  navigate: (url) => window.location.assign(url),
  fetch: (...args) => fetch(...args),
  standalone: isStandalone,
};

/**
 * The page's own domain is blocked and `to` answers as this platform: the player goes to the same
 * path there. A member's session goes along as a one-time code in the fragment (never sent to a
 * server, never the token itself). The installed app stays: its origin cannot change, its shell is
 * cached, and its calls already go to `to`.
 */
export async function movePlayer(to: string, d: MoveDeps = defaultMoveDeps): Promise<void> {
  if (d.standalone()) return;
  const { pathname, search } = window.location;
  // The new domain's storage is empty: the player's language goes along.
  const fragment = new URLSearchParams({ [LANGUAGE_FRAGMENT_PARAM]: activeLanguage() });
  const target = `${to}${pathname}${search}`;
  const plain = `${target}#${fragment.toString()}`;
  const session = readSession();
  if (!session) return d.navigate(plain);
  try {
    const answer = await d.fetch(`${to}${routes.createHandover.path}`, {
      method: routes.createHandover.method,
      headers: {
        Accept: 'application/json',
        Authorization: session.token,
        ...(session.merchantCode ? { Merchant: session.merchantCode } : {}),
      },
    });
    const data = (await answer.json()) as { success?: boolean; value?: { code?: unknown } };
    const code = data.value?.code;
    if (!data.success || typeof code !== 'string') return d.navigate(plain);
    fragment.set(HANDOVER_FRAGMENT_PARAM, code);
    if (session.merchantCode) fragment.set(MERCHANT_FRAGMENT_PARAM, session.merchantCode);
    d.navigate(`${target}#${fragment.toString()}`);
  } catch {
    // No code: the player arrives there logged out, which beats staying on a dead domain.
    d.navigate(plain);
  }
}

/**
 * On arrival from a blocked domain: the fragment leaves the address at once, the player's language
 * is set, and a handover code is traded for the member's session here. Resolves when done (true
 * when a session was taken over).
 */
export async function redeemHandover(
  win: Pick<Window, 'location' | 'history'> = window,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<boolean> {
  const params = new URLSearchParams(win.location.hash.replace(/^#/, ''));
  const code = params.get(HANDOVER_FRAGMENT_PARAM);
  const language = params.get(LANGUAGE_FRAGMENT_PARAM);
  if (code === null && language === null) return false;
  const merchantCode = params.get(MERCHANT_FRAGMENT_PARAM) ?? '';
  win.history.replaceState(win.history.state, '', win.location.pathname + win.location.search);
  if (isLanguage(language)) await setLanguage(language);
  if (!code) return false;
  try {
    const answer = await fetchImpl(routes.redeemHandover.path, {
      method: routes.redeemHandover.method,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        ...(merchantCode ? { Merchant: merchantCode } : {}),
      },
      body: JSON.stringify({ code }),
      // The app renders after this call: a call that hangs leaves the player logged out instead.
      signal: AbortSignal.timeout(API_CALL_TIMEOUT_MS),
    });
    const data = (await answer.json()) as {
      success?: boolean;
      value?: {
        token?: unknown;
        userName?: unknown;
        customerType?: unknown;
        firstTimeLogin?: unknown;
      };
    };
    const v = data.value;
    if (!data.success || !v || typeof v.token !== 'string') return false;
    writeSession({
      token: v.token,
      merchantCode,
      userName: typeof v.userName === 'string' ? v.userName : '',
      type: typeof v.customerType === 'number' ? v.customerType : null,
      firstTimeLogin: typeof v.firstTimeLogin === 'boolean' ? v.firstTimeLogin : null,
    });
    return true;
  } catch {
    return false;
  }
}
