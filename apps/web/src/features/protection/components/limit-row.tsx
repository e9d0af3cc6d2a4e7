import { useState } from 'react';
import type { ProtectionLimitItem } from '@lotto/contract';
import { showToast } from '@/components/ui/toast-store';
import { formatMerchantTime } from '@/lib/merchant-time';
import { useZoneOffsets } from '@/lib/settings';
import { useTranslation } from '@/lib/use-translation';
import { useLimitChange } from '../api/limit-changes';
import { formatLimitAmount } from '../utils/format';
import { LimitForm } from './limit-form';
import { PendingChange } from './pending-change';

/** One limit: what it is, what is used and left, a waiting change and the way to change it. */
export const LimitRow = ({ limit, currency }: { limit: ProtectionLimitItem; currency: string }) => {
  const { t, i18n } = useTranslation();
  const offsets = useZoneOffsets();
  const [editing, setEditing] = useState(false);
  const change = useLimitChange();
  const money = (amount: string) => formatLimitAmount(amount, i18n.language);
  const testId = `limit-${limit.kind}-${limit.period}`;
  const at = (ms: number) => formatMerchantTime(ms, offsets);

  return (
    <li className="protection-limit" data-testid={testId}>
      <div className="protection-limit__head">
        <span className="protection-limit__period">{t(`protection.period.${limit.period}`)}</span>
        <span className="protection-limit__amount" data-testid={`${testId}-amount`}>
          {limit.amount === null
            ? t('protection.limit.none')
            : `${money(limit.amount)} ${currency}`}
        </span>
        {!editing ? (
          <button
            type="button"
            className="pill-button pill-button--ghost"
            onClick={() => setEditing(true)}
            aria-label={`${t(limit.amount === null ? 'protection.limit.set' : 'protection.limit.change')}: ${t(`protection.kind.${limit.kind}`)}, ${t(`protection.period.${limit.period}`)}`}
            data-testid={`${testId}-edit`}
          >
            {t(limit.amount === null ? 'protection.limit.set' : 'protection.limit.change')}
          </button>
        ) : null}
      </div>
      <p className="protection-muted" data-testid={`${testId}-left`}>
        {limit.amount !== null && limit.left !== null
          ? t('protection.limit.used_left', {
              used: money(limit.used),
              left: money(limit.left),
              max: money(limit.amount),
            })
          : t('protection.limit.used_only', { used: money(limit.used) })}
      </p>
      {limit.pending ? (
        <PendingChange
          limit={{ kind: limit.kind, period: limit.period }}
          waiting={{
            raisedTo:
              limit.pending.amount === null ? null : `${money(limit.pending.amount)} ${currency}`,
            confirmableAt: limit.pending.confirmableAt,
          }}
          change={change}
          testId={testId}
        />
      ) : null}
      {editing ? (
        <LimitForm
          limit={limit}
          currency={currency}
          onClose={() => setEditing(false)}
          onDone={(confirmableAt) => {
            setEditing(false);
            showToast(
              'success',
              confirmableAt === null
                ? t('protection.limit.saved_now')
                : t('protection.limit.raise_waits', { at: at(confirmableAt) }),
            );
          }}
        />
      ) : null}
    </li>
  );
};
