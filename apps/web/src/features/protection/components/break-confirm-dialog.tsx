import { useId, useState } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { formatMerchantTime } from '@/lib/merchant-time';
import { serverNow } from '@/lib/server-clock';
import { useZoneOffsets } from '@/lib/settings';
import { useTranslation } from '@/lib/use-translation';
import { exclusionEndFrom } from '../utils/exclusion-end';
import { BreakConsequences, type BreakType } from './break-consequences';

interface BreakConfirmDialogProps {
  type: BreakType;
  duration: string;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The second step of a break: its length, its end, what it does, and a tick that it is final. */
export const BreakConfirmDialog = ({
  type,
  duration,
  busy,
  error,
  onCancel,
  onConfirm,
}: BreakConfirmDialogProps) => {
  const { t } = useTranslation();
  const checkId = useId();
  const offsets = useZoneOffsets();
  const [understood, setUnderstood] = useState(false);
  const until = exclusionEndFrom(duration, serverNow());
  return (
    <AlertDialog
      title={t(`protection.confirm.title_${type}`)}
      onClose={onCancel}
      testId="break-confirm"
      closeLabel={t('common.cancel')}
      actions={
        <ActionButton
          kind="primary"
          disabled={!understood || busy}
          onClick={onConfirm}
          testId="break-confirm-start"
        >
          {t('protection.confirm.start')}
        </ActionButton>
      }
    >
      <div className="dialog__text protection-dialog">
        <p>{t('protection.confirm.length', { duration: t(`protection.duration.${duration}`) })}</p>
        <p data-testid="break-confirm-ends">
          {until === null
            ? t('protection.confirm.never_ends')
            : t('protection.confirm.ends', { until: formatMerchantTime(until, offsets) })}
        </p>
        <BreakConsequences type={type} />
        <label className="protection-check" htmlFor={checkId}>
          <input
            id={checkId}
            type="checkbox"
            checked={understood}
            onChange={(e) => setUnderstood(e.target.checked)}
            data-testid="break-confirm-understand"
          />
          <span>{t('protection.confirm.understand')}</span>
        </label>
        {error ? (
          <p role="alert" className="field-error" data-testid="break-confirm-error">
            {error}
          </p>
        ) : null}
      </div>
    </AlertDialog>
  );
};
