import { useId } from 'react';
import type { ProtectionLimitItem } from '@lotto/contract';
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
  const errorId = useId();
  const { values, edit, submit, errorOf, showAt } = useCheckedForm(
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
  const error = errorOf('amount') ?? null;

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
      <label className="field-label" htmlFor={inputId}>
        {t('protection.limit.amount_label', {
          kind: t(`protection.kind.${limit.kind}`),
          period: t(`protection.period.${limit.period}`),
          currency,
        })}
      </label>
      <input
        id={inputId}
        className="field-input protection-input"
        inputMode="decimal"
        autoComplete="off"
        value={values.amount}
        maxLength={15}
        onChange={(e) => edit('amount', e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-testid={`${testId}-input`}
      />
      {error ? (
        <p id={errorId} role="alert" className="field-error" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
      <div className="protection-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={change.isPending}
          data-testid={`${testId}-save`}
        >
          {t('protection.limit.save')}
        </button>
        {limit.amount !== null ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={change.isPending}
            onClick={() => save(null)}
            data-testid={`${testId}-remove`}
          >
            {t('protection.limit.remove')}
          </button>
        ) : null}
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('protection.limit.close')}
        </button>
      </div>
    </form>
  );
};
