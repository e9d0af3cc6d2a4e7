import { useId } from 'react';
import type { ReactNode } from 'react';
import { Dialog } from './dialog';
import { DialogHeader } from './dialog-header';

interface TitledDialogProps {
  title: ReactNode;
  onClose: () => void;
  open?: boolean;
  variant?: 'center' | 'sheet';
  testId: string;
  /** The header row's layout class (DialogHeader's). */
  headerClassName?: string;
  closeTestId?: string;
  children: ReactNode;
}

/** A popup or sheet named by its title, with the close button in its corner (§4). */
export const TitledDialog = ({
  title,
  onClose,
  open = true,
  variant,
  testId,
  headerClassName,
  closeTestId,
  children,
}: TitledDialogProps) => {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} variant={variant} testId={testId}>
      <DialogHeader
        titleId={titleId}
        title={title}
        onClose={onClose}
        className={headerClassName}
        closeTestId={closeTestId}
      />
      {children}
    </Dialog>
  );
};
