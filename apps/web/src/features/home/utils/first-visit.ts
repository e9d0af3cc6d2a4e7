import { StorageKey } from '@lotto/contract';
import type { ConsolidatedSettings } from '@lotto/contract';

interface FirstVisitInput {
  closedBefore: boolean;
  loggedIn: boolean;
  /** The merchant's initial-popup status (settings `firstVisitPopup.initialPopup`). */
  initialPopupOn: boolean;
  /** Undefined while the balance is not known yet. */
  zeroBalance: boolean | undefined;
}

/** §2.3 shown once; for members only when the initial-popup status is on and the balance is zero. */
export const showsFirstVisitPopup = ({
  closedBefore,
  loggedIn,
  initialPopupOn,
  zeroBalance,
}: FirstVisitInput): boolean => {
  if (closedBefore) return false;
  if (!loggedIn) return true;
  return initialPopupOn && zeroBalance === true;
};

export const readFirstVisitClosed = (): boolean =>
  localStorage.getItem(StorageKey.firstVisitPopupClosed) === '1';
export const recordFirstVisitClosed = (): void =>
  localStorage.setItem(StorageKey.firstVisitPopupClosed, '1');

/** The merchant's initial-popup status; off until the settings have loaded. */
export const initialPopupOn = (settings: ConsolidatedSettings | undefined): boolean =>
  settings?.firstVisitPopup.initialPopup === true;
