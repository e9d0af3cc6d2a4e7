import { useSyncExternalStore } from 'react';
import { parseSession, readSessionRaw, subscribeSession } from './session-storage';
import type { SessionRecord } from './session-storage';

// The snapshot is the raw string, so React sees a stable value until the record really changes.
const getRaw = () => readSessionRaw();

export const useSession = (): SessionRecord | null => {
  const raw = useSyncExternalStore(subscribeSession, getRaw, () => null);
  return parseSession(raw);
};

export const useIsLoggedIn = (): boolean => useSession() !== null;

/** §6: a free-trial user sees 'Please login an actual account to use this function'. */
export const useIsTrial = (): boolean => useSession()?.trial === true;
