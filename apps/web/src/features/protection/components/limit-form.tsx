import { useId } from 'react';
import type { ProtectionLimitItem } from '@lotto/contract';
import { ActionButton } from '@/components/ui/action-button';
import { InputField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { checkedInOrder, useCheckedForm } from '@/lib/checked-form';
import { refusalOf } from '@/lib/refusal';
import { useTranslation } from '@/lib/use-translation';
import { useLimitChange } from '../api/limit-changes';

/** What a member may type: above 0, at most 2 decimals (the server checks the currency's own). */
const AMOUNT = /^(?:0|[1-9]\d{0,11})(?:\.\d{1,2})?$/;

interface LimitFormProps {
  limit: ProtectionLimitItem;
  currency: string;
  /** With when a change that waits may be confirmed; null when it holds at once. */
  onDone: (confirmableAt: number | null) => void;
  onClose: () => void;
}

/** Set, lower, raise or remove one limit; the server decides what holds at once and what waits. */
export const LimitForm = ({ limit, currency, onDone, onClose }: LimitFormProps) => {
  const { t } = useTranslation();
  const inputId = useId();
  const { submit, showAt, field } = useCheckedForm(
    checkedInOrder(
      ['amount'],
      [
        [
          'amount',
          ({ amount }) =>
            AMOUNT.test(amount.trim()) && /[1-9]/.test(amount.trim())
              ? null
              : t('protection.limit.amount_invalid'),
        ],
      ],
    ),
    { amount: limit.amount ? limit.amount.replace(/\.?0+$/, '') : '' },
    { clearOnEdit: false },
  );
  const change = useLimitChange({
    mutationConfig: {
      onSuccess: (state) => {
        const now = state.limits.find((l) => l.kind === limit.kind && l.period === limit.period);
        onDone(now?.pending?.confirmableAt ?? null);
      },
      onError: (e) => showAt('amount', refusalOf(e).message),
    },
  });
  const testId = `limit-${limit.kind}-${limit.period}`;

  const save = (wanted: string | null) =>
    change.mutate({ action: 'set', kind: limit.kind, period: limit.period, amount: wanted });
  const onSubmit = submit(async ({ amount }) => save(amount.trim()));

  return (
    <form
      className="protection-form"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      data-testid={`${testId}-form`}
    >
      <InputField
        id={inputId}
        label={t('protection.limit.amount_label', {
          kind: t(`protection.kind.${limit.kind}`),
          period: t(`protection.period.${limit.period}`),
          currency,
        })}
        className="field-input protection-input"
        inputMode="decimal"
        autoComplete="off"
        maxLength={15}
        {...field('amount')}
        alertError
        testId={`${testId}-input`}
        errorTestId={`${testId}-error`}
      />
      <div className="protection-actions">
        <SubmitButton pending={change.isPending} testId={`${testId}-save`} inline>
          {t('protection.limit.save')}
        </SubmitButton>
        {limit.amount !== null ? (
          <ActionButton
            kind="ghost"
            disabled={change.isPending}
            onClick={() => save(null)}
            testId={`${testId}-remove`}
          >
            {t('protection.limit.remove')}
          </ActionButton>
        ) : null}
        <ActionButton kind="ghost" onClick={onClose}>
          {t('protection.limit.close')}
        </ActionButton>
      </div>
    </form>
  );
};
