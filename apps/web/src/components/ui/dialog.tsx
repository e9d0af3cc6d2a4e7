import { useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DIALOG_MASK_GUARD_MS } from '@lotto/contract';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name: the id of a visible heading, or a label. */
  labelledBy?: string;
  label?: string;
  variant?: 'center' | 'drawer' | 'sheet';
  role?: 'dialog' | 'alertdialog';
  testId?: string;
  children: ReactNode;
}

/** A modal that traps focus, closes on Escape and gives focus back to where it came from. */
export const Dialog = ({
  open,
  onClose,
  labelledBy,
  label,
  variant = 'center',
  role = 'dialog',
  testId,
  children,
}: DialogProps) => {
  const panelRef = useRef<HTMLDivElement>(null);
  const openedAt = useRef(0);

  // Before the first paint: focusing lays the page out, and the page is being laid out then
  // anyway. After it, a dialog open with the page (home's first-visit popup) would cost a second
  // style and layout pass of the whole document.
  useLayoutEffect(() => {
    if (!open) return;
    openedAt.current = Date.now();
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.body.classList.add('has-modal');
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    return () => {
      document.body.classList.remove('has-modal');
      previous?.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // §4: a mask tap right after opening is the tail of the opening tap, not a wish to close.
  const onMaskClick = () => {
    if (Date.now() - openedAt.current >= DIALOG_MASK_GUARD_MS) onClose();
  };

  return createPortal(
    <div className={`dialog dialog--${variant}`}>
      <div className="dialog__mask" aria-hidden="true" onClick={onMaskClick} />
      <div
        ref={panelRef}
        className="dialog__panel"
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        tabIndex={-1}
        data-testid={testId}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
};
