import { useTranslation } from '@/lib/use-translation';
import { ActionButton } from './action-button';
import { AlertDialog } from './alert-dialog';

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
  return (
    <AlertDialog
      open={open}
      title={title}
      onClose={onCancel}
      testId={testId}
      closeLabel={t('common.cancel')}
      actions={
        <ActionButton kind="primary" onClick={onConfirm}>
          {t('common.submit')}
        </ActionButton>
      }
    >
      <p className="dialog__text">{message}</p>
    </AlertDialog>
  );
};
