import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorCode, NOTIFICATION_MS } from '@lotto/contract';
import { showToast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { refusalOf } from '@/lib/refusal';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useTranslation } from '@/lib/use-translation';
import { agentTransferRequest } from '../api/agents';
import { transferProblems, type TransferDraft } from '../utils/transfer-rules';
import { FormActions } from './form-actions';

type Field = keyof TransferDraft;
const FIELDS: readonly Field[] = ['amount', 'paymentPassword'];

/**
 * Issue 32: the agent moves cash to one downline. Each submission is one action with its own
 * Idempotency-Key (agentTransferRequest); refusals show under the field the server named.
 */
export const TransferForm = (props: {
  username: string;
  decimals: number;
  money: (amount: string) => string;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<TransferDraft>({ amount: '', paymentPassword: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const { pending, guard } = useSingleSubmit();

  const submit = guard(async () => {
    setError(null);
    const problems = transferProblems(draft, props.decimals);
    setFieldErrors(
      Object.fromEntries(
        Object.entries(problems).map(([f, key]) => [f, t(key, { decimals: props.decimals })]),
      ),
    );
    if (Object.keys(problems).length > 0) return;
    try {
      const done = await agentTransferRequest({
        username: props.username,
        amount: draft.amount.trim(),
        paymentPassword: draft.paymentPassword,
      });
      showToast(
        'success',
        t('agents.transfer_done', { amount: props.money(done.amount), username: done.username }),
        NOTIFICATION_MS,
      );
      // The downline's balance in the list, and the agent's own in the top bar.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['agents'] }),
        queryClient.invalidateQueries({ queryKey: ['wallet'] }),
      ]);
      props.onDone();
    } catch (err) {
      if (!(err instanceof ApiError)) {
        setError(t('agents.failed'));
        return;
      }
      const refusal = refusalOf(err);
      const named = FIELDS.filter((f) => refusal.fields[f]);
      // A catalogued refusal (balance, password, lockout) says it under its field.
      const specific = err.code !== ErrorCode.BAD_REQUEST && named.length === 1;
      setFieldErrors(
        Object.fromEntries(
          named.map((f) => [f, specific ? refusal.message : (refusal.fields[f] as string)]),
        ),
      );
      setError(specific ? null : refusal.message);
      setDraft((d) => ({ ...d, paymentPassword: '' }));
    }
  });

  const describedBy = (field: Field) => (fieldErrors[field] ? `${id}-${field}-error` : undefined);
  const fieldError = (field: Field) =>
    fieldErrors[field] ? (
      <p
        id={`${id}-${field}-error`}
        className="agents-error"
        data-testid={`transfer-${field}-error`}
      >
        {fieldErrors[field]}
      </p>
    ) : null;

  return (
    <form
      className="agents-form agents-transfer"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="transfer-form"
    >
      <h4 id={`${id}-title`} className="agents-section__title">
        {t('agents.transfer_title', { username: props.username })}
      </h4>
      <label className="agents-label" htmlFor={`${id}-amount`}>
        {t('agents.transfer_amount')}
      </label>
      <input
        id={`${id}-amount`}
        className="agents-input"
        inputMode="decimal"
        autoComplete="off"
        value={draft.amount}
        onChange={(e) => setDraft((d) => ({ ...d, amount: e.target.value }))}
        aria-invalid={fieldErrors.amount ? true : undefined}
        aria-describedby={describedBy('amount')}
        data-testid="transfer-amount"
      />
      {fieldError('amount')}
      <label className="agents-label" htmlFor={`${id}-password`}>
        {t('agents.transfer_password')}
      </label>
      <input
        id={`${id}-password`}
        className="agents-input"
        type="password"
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        value={draft.paymentPassword}
        onChange={(e) => setDraft((d) => ({ ...d, paymentPassword: e.target.value }))}
        aria-invalid={fieldErrors.paymentPassword ? true : undefined}
        aria-describedby={describedBy('paymentPassword')}
        data-testid="transfer-password"
      />
      {fieldError('paymentPassword')}
      {error ? (
        <p className="agents-error" role="alert" data-testid="transfer-error">
          {error}
        </p>
      ) : null}
      <FormActions
        cancelLabel={t('agents.transfer_cancel')}
        submitLabel={t('agents.transfer_submit')}
        pending={pending}
        onCancel={props.onDone}
        submitTestId="transfer-submit"
      />
    </form>
  );
};
