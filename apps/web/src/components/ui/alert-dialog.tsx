import { useId } from 'react';
import type { ReactNode } from 'react';
import { ActionButton } from './action-button';
import { Dialog } from './dialog';

interface AlertDialogProps {
  title: ReactNode;
  /** Escape and the mask; the row's own close or cancel button calls it too. */
  onClose: () => void;
  open?: boolean;
  testId?: string;
  /** What the dialog says, under the title. */
  children: ReactNode;
  /** The row of buttons that ends it, after the closing one. */
  actions: ReactNode;
  /** A ghost button first in the row that closes it (close, cancel). */
  closeLabel?: string;
  /** A layout of the row of its own, besides `dialog__actions`. */
  actionsClassName?: string;
}

/** A dialog that asks for an answer: its title, its text, and a row of buttons to answer with. */
export const AlertDialog = ({
  title,
  onClose,
  open = true,
  testId,
  children,
  actions,
  closeLabel,
  actionsClassName,
}: AlertDialogProps) => {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} role="alertdialog" testId={testId}>
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      {children}
      <div className={actionsClassName ? `dialog__actions ${actionsClassName}` : 'dialog__actions'}>
        {closeLabel ? (
          <ActionButton kind="ghost" onClick={onClose}>
            {closeLabel}
          </ActionButton>
        ) : null}
        {actions}
      </div>
    </Dialog>
  );
};
