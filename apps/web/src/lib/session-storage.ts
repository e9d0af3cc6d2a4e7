import { MEMBER_MARK_COOKIE, StorageKey } from '@lotto/contract';

/** §3 session record: one key in session storage. Logged-in state is its presence (§6). */
export interface SessionRecord {
  token: string;
  merchantCode: string;
  userName: string;
  /** From customerType at login; null when the session came from a token hand-off. */
  type: number | null;
  firstTimeLogin: boolean | null;
  /** §6 a free-play session (trial login): member-only functions refuse it. */
  trial?: boolean;
}

export const SESSION_CHANGE_EVENT = 'lotto:session-change';

/**
 * Tells the server, which never sees session storage, that this browser holds a session: it then
 * sends the index without a visitor's page rendered in it (apps/server/src/web/web-app.ts).
 */
export const markSession = (held: boolean): void => {
  const marked = `; ${document.cookie}`.includes(`; ${MEMBER_MARK_COOKIE}=1`);
  if (held === marked) return;
  document.cookie = held
    ? `${MEMBER_MARK_COOKIE}=1; path=/; samesite=lax`
    : `${MEMBER_MARK_COOKIE}=; path=/; max-age=0; samesite=lax`;
};

const notify = () => {
  markSession(readSession() !== null);
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
};

const isRecord = (v: unknown): v is SessionRecord => {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return typeof r.token === 'string' && r.token.length > 0 && typeof r.merchantCode === 'string';
};

export const readSessionRaw = (storage: Storage = sessionStorage): string | null =>
  storage.getItem(StorageKey.session);

export const parseSession = (raw: string | null): SessionRecord | null => {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

export const readSession = (storage: Storage = sessionStorage): SessionRecord | null =>
  parseSession(readSessionRaw(storage));

export const writeSession = (record: SessionRecord, storage: Storage = sessionStorage): void => {
  storage.setItem(StorageKey.session, JSON.stringify(record));
  notify();
};

/** §4 logout: the token, member info and the whole session storage go; auto-login is set to '0'. */
export const clearLocalSession = (): void => {
  sessionStorage.removeItem(StorageKey.session);
  sessionStorage.removeItem(StorageKey.memberInfo);
  localStorage.removeItem(StorageKey.memberInfo);
  sessionStorage.clear();
  localStorage.setItem(StorageKey.autoLogin, '0');
  notify();
};

export const subscribeSession = (onChange: () => void): (() => void) => {
  window.addEventListener(SESSION_CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SESSION_CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
};
