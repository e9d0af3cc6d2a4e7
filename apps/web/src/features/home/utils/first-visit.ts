import { StorageKey } from '@lotto/contract';

/**
 * §2.3 the initial-popup status: on after a registration (§4 "then show the initial popup"), kept
 * in session storage under this key as '1' by whoever opens it.
 */
export const INITIAL_POPUP_KEY = 'initialPopup';

interface FirstVisitInput {
  closedBefore: boolean;
  loggedIn: boolean;
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
export const readInitialPopupOn = (): boolean => sessionStorage.getItem(INITIAL_POPUP_KEY) === '1';
