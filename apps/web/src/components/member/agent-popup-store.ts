import { useSyncExternalStore } from 'react';

/**
 * §2.12 the agent popup's open state: the side panel and the member centre open it, the app
 * layout shows it (one popup, wherever it was asked for).
 */
let open = false;
const listeners = new Set<() => void>();
const set = (value: boolean) => {
  open = value;
  for (const l of listeners) l();
};
export const openAgentPopup = () => set(true);
export const closeAgentPopup = () => set(false);
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
export const useAgentPopupOpen = () =>
  useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
