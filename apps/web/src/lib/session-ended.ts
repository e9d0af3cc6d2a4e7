import { clearLocalSession, readSession } from './session-storage';

/** Where the player was when the server ended the session: login brings them back there. */
export interface EndedSession {
  returnTo: string;
  /** Why, in the player's language, when the server said (the daily session-time limit). */
  message?: string;
}

type Listener = () => void;

let ended: EndedSession | null = null;
const listeners = new Set<Listener>();
const emit = () => {
  for (const listener of listeners) listener();
};

/**
 * The server answered a call made with `token` that the session is over (an operator locked the
 * member, it expired, the member logged out elsewhere): §4's logout happens here, once, and the
 * player is told (§8 "account logged out, log in again"). A token that is no longer the current
 * one (an answer that arrives after a new login) changes nothing.
 */
export const noteSessionEnded = (token: string, message: string | null = null): void => {
  if (readSession()?.token !== token) return;
  // Read before the logout: the cleared session sends a member-only page to the login page.
  const returnTo = window.location.pathname + window.location.search;
  clearLocalSession();
  ended = { returnTo, ...(message ? { message } : {}) };
  emit();
};

export const dismissSessionEnded = (): void => {
  if (!ended) return;
  ended = null;
  emit();
};

export const getSessionEnded = (): EndedSession | null => ended;

export const subscribeSessionEnded = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
