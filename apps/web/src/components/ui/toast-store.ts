import { INFO_TOAST_MS, LOADING_TOAST_MS, SUCCESS_TOAST_MS } from '@lotto/contract';

/** §8 the kinds of message: a loading toast, an info toast, a success toast and the error tip. */
export type ToastKind = 'loading' | 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

/**
 * §9 how long each kind stays when the caller does not say: a loading toast 3 s; the calls that
 * can wait longer (a launch, an SMS, free play) ask for LOADING_TOAST_LONG_MS, 10 s.
 */
export const DEFAULT_TOAST_MS: Record<ToastKind, number> = {
  loading: LOADING_TOAST_MS,
  info: INFO_TOAST_MS,
  success: SUCCESS_TOAST_MS,
  error: INFO_TOAST_MS,
};

type Listener = (toasts: readonly Toast[]) => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<Listener>();

const emit = () => {
  for (const listener of listeners) listener(toasts);
};

export const dismissToast = (id: number): void => {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  if (!toasts.some((t) => t.id === id)) return;
  toasts = toasts.filter((t) => t.id !== id);
  emit();
};

/**
 * Shows a toast and returns its id. Only one shows at a time, as on the spec's screens: a new one
 * replaces the last. A loading toast ends at its time-out or when dismissed, whichever is first.
 */
export const showToast = (kind: ToastKind, text: string, durationMs?: number): number => {
  for (const t of toasts) dismissToast(t.id);
  const id = nextId++;
  toasts = [{ id, kind, text }];
  timers.set(
    id,
    setTimeout(() => dismissToast(id), durationMs ?? DEFAULT_TOAST_MS[kind]),
  );
  emit();
  return id;
};

export const getToasts = (): readonly Toast[] => toasts;

export const subscribeToasts = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
