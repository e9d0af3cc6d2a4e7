import { showToast } from '@/components/ui/toast-store';
import { formatMerchantTime } from '@/lib/merchant-time';
import { serverNow } from '@/lib/server-clock';
import { useZoneOffsets } from '@/lib/settings';
import { useTranslation } from '@/lib/use-translation';
import type { useLimitChange, WaitingLimitId } from '../api/limit-changes';

interface PendingChangeProps {
  /** The limit the change is for, as the confirm and cancel calls name it. */
  limit: WaitingLimitId;
  /** The raised limit in the member's words (null for a removal), and when it may hold. */
  waiting: { raisedTo: string | null; confirmableAt: number };
  /** The section's change: its other buttons and these wait for one another. */
  change: ReturnType<typeof useLimitChange>;
  testId: string;
}

/** A raise or a removal that waits: when it holds, and the way to confirm it or keep the limit. */
export const PendingChange = ({ limit, waiting, change, testId }: PendingChangeProps) => {
  const { t } = useTranslation();
  const offsets = useZoneOffsets();
  const at = formatMerchantTime(waiting.confirmableAt, offsets);
  const confirmable = serverNow() >= waiting.confirmableAt;

  const decide = (action: 'confirm' | 'cancel') =>
    change.mutate(
      { action, ...limit },
      {
        onSuccess: () =>
          showToast(
            'success',
            t(action === 'confirm' ? 'protection.limit.confirmed' : 'protection.limit.kept'),
          ),
        onError: (e) => void import('@/lib/refusal-toast').then((m) => m.showRefusal(e)),
      },
    );

  return (
    <div className="protection-pending" data-testid={`${testId}-pending`}>
      <p>
        {waiting.raisedTo === null
          ? t('protection.limit.pending_removal', { at })
          : t('protection.limit.pending_raise', { amount: waiting.raisedTo, at })}
      </p>
      {confirmable ? <p>{t('protection.limit.pending_due')}</p> : null}
      <div className="protection-actions">
        {confirmable ? (
          <button
            type="button"
            className="button button--primary"
            disabled={change.isPending}
            onClick={() => decide('confirm')}
            data-testid={`${testId}-confirm`}
          >
            {t('protection.limit.confirm')}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--ghost"
          disabled={change.isPending}
          onClick={() => decide('cancel')}
          data-testid={`${testId}-keep`}
        >
          {t('protection.limit.keep')}
        </button>
      </div>
    </div>
  );
};
