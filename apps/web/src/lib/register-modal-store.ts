import { useSyncExternalStore } from 'react';
import type { RegisterSettings } from '@lotto/contract';
import { registerPaths } from '@/config/paths';

/**
 * §2.5 the register modal, opened from elsewhere than /m/register (the top bar's register button):
 * `showRegister` while it is open, `registerSuccess` once the player in it has registered (the
 * success screen shows in its place). The app layout draws it, wherever it was asked for.
 */
export interface RegisterModalState {
  showRegister: boolean;
  registerSuccess: boolean;
}

const closed: RegisterModalState = { showRegister: false, registerSuccess: false };
let state = closed;
const listeners = new Set<() => void>();
const set = (next: RegisterModalState) => {
  state = next;
  for (const l of listeners) l();
};

export const openRegister = () => set({ showRegister: true, registerSuccess: false });
export const markRegisterSuccess = () => set({ showRegister: true, registerSuccess: true });
export const closeRegister = () => set(closed);

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
export const useRegisterModal = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => closed,
  );

interface HideInputs {
  pathname: string;
  loggedIn: boolean;
  register: Pick<RegisterSettings, 'usernameRegistration' | 'mobileRegistration'> | undefined;
}

/**
 * §2.5 `isHideRegister`: the modal is not offered, and a register entry goes to /m/register
 * instead, for a member, on the register page itself, before the settings are in, and when the
 * merchant has closed registration (the page says so; a modal would only say it in a box).
 */
export const isHideRegister = ({ pathname, loggedIn, register }: HideInputs): boolean =>
  loggedIn ||
  (registerPaths as readonly string[]).includes(pathname) ||
  !register ||
  (!register.usernameRegistration && !register.mobileRegistration);
