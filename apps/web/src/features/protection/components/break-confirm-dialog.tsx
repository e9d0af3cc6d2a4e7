import { useId, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
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
  const titleId = useId();
  const checkId = useId();
  const offsets = useZoneOffsets();
  const [understood, setUnderstood] = useState(false);
  const until = exclusionEndFrom(duration, serverNow());
  return (
    <Dialog open onClose={onCancel} labelledBy={titleId} role="alertdialog" testId="break-confirm">
      <h2 id={titleId} className="dialog__title">
        {t(`protection.confirm.title_${type}`)}
      </h2>
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
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={!understood || busy}
          onClick={onConfirm}
          data-testid="break-confirm-start"
        >
          {t('protection.confirm.start')}
        </button>
      </div>
    </Dialog>
  );
};
