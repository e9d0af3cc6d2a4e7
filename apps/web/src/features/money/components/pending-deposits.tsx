import { useEffect, useState } from 'react';
import type { Deposit, DepositMethodsValue } from '@lotto/contract';
import { ActionButton } from '@/components/ui/action-button';
import { useTranslation } from '@/lib/use-translation';
import { PromptPayRequest } from './promptpay-request';

/**
 * The deposits the page has shown: the server's live pending ones, and those that left that list
 * while shown here (credited, expired) until the player moves on, so the outcome is seen.
 */
export const useShownDeposits = (live: Deposit[] | undefined) => {
  const [shown, setShown] = useState<Deposit[]>([]);
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => {
    if (!live) return;
    setShown((before) => {
      const ids = new Set(live.map((d) => d.id));
      return [...live, ...before.filter((d) => !ids.has(d.id))].sort(
        (a, b) => b.createdAt - a.createdAt || b.id - a.id,
      );
    });
  }, [live]);
  return {
    deposits: shown.filter((d) => !dismissed.has(d.id)),
    dismiss: (id: number) => setDismissed((before) => new Set(before).add(id)),
  };
};

/** The member's deposits in progress, each with its QR or slips and state, and "new deposit". */
export const PendingDeposits = ({
  deposits,
  value,
  onDone,
  onNew,
}: {
  deposits: Deposit[];
  value: DepositMethodsValue;
  onDone: (id: number) => void;
  onNew: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="money-heading" data-testid="pending-deposits-heading">
        {t('money.pending_heading', { count: deposits.length })}
      </h2>
      {deposits.map((d) => (
        <PromptPayRequest
          key={d.id}
          initial={d}
          decimals={value.decimals}
          currency={value.currency}
          onDone={() => onDone(d.id)}
        />
      ))}
      <ActionButton kind="primary" block onClick={onNew} testId="deposit-new">
        {t('money.start_new_deposit')}
      </ActionButton>
    </>
  );
};
