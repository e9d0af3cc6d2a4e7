import { useSyncExternalStore } from 'react';
import type { TwoFactorChallengeValue } from '@lotto/contract';
import type { RememberedLogin } from './remember-login';

/** A login whose password (or SMS code) passed and that waits for the second factor. */
export interface PendingTwoFactor {
  challenge: TwoFactorChallengeValue;
  remembered: RememberedLogin | null;
}

let pending: PendingTwoFactor | null = null;
const listeners = new Set<() => void>();

/** Kept in memory only: the challenge is a bearer secret for five minutes. */
export const setPendingTwoFactor = (next: PendingTwoFactor | null): void => {
  pending = next;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const usePendingTwoFactor = (): PendingTwoFactor | null =>
  useSyncExternalStore(
    subscribe,
    () => pending,
    () => null,
  );
