import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  onCancel: () => void;
  onConfirm: () => void;
  testId?: string;
}

/** A confirm dialog with cancel and submit (§2.12 sign out). */
export const ConfirmDialog = ({
  open,
  title,
  message,
  onCancel,
  onConfirm,
  testId,
}: ConfirmDialogProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} labelledBy={titleId} role="alertdialog" testId={testId}>
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <p className="dialog__text">{message}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {t('common.submit')}
        </button>
      </div>
    </Dialog>
  );
};
