import { useSyncExternalStore } from 'react';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { getToasts, subscribeToasts } from './toast-store';
import type { ToastKind } from './toast-store';
import './toast.css';

const icons: Record<ToastKind, typeof Info> = {
  loading: LoaderCircle,
  info: Info,
  success: CircleCheck,
  error: CircleAlert,
};

/** Where the toasts of toast-store show: centred over the page, announced to screen readers. */
export const ToastHost = () => {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div className="toast-host" aria-live="polite" role="status">
      {toasts.map((toast) => {
        const Icon = icons[toast.kind];
        return (
          <div
            key={toast.id}
            className={`toast toast--${toast.kind}`}
            data-testid={`toast-${toast.kind}`}
          >
            <Icon className="toast__icon" size={28} aria-hidden="true" />
            <span className="toast__text">{toast.text}</span>
          </div>
        );
      })}
    </div>
  );
};
