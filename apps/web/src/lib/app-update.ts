/**
 * A new build waiting to take over (its service worker installed and waiting). The app shows a
 * notice and calls `apply` at a safe moment; `apply` makes the new worker take over, then reloads,
 * so the new shell never runs against the old API nor the old shell against the new one for longer
 * than the player keeps this page open.
 */
type Apply = () => void;
let waiting: Apply | null = null;
const listeners = new Set<() => void>();

export const offerUpdate = (apply: Apply) => {
  waiting = apply;
  listeners.forEach((listener) => listener());
};

export const getUpdate = (): Apply | null => waiting;

export const subscribeUpdate = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
