import { Suspense, lazy, useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts } from '@/components/ui/toast-store';

// The host and its icons load with the first toast, so the first view does not carry them.
const ToastHost = lazy(() =>
  import('@/components/ui/toast-host').then((m) => ({ default: m.ToastHost })),
);

/** §8 the toasts and the floating error tip, above every page. */
export const ToastLayer = () => {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
};
