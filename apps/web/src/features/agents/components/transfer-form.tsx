import { useId } from 'react';
import { ErrorCode, NOTIFICATION_MS, type AgentTransferLimits } from '@lotto/contract';
import { showToast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { checkedInOrder, useCheckedForm } from '@/lib/checked-form';
import { refusalOf } from '@/lib/refusal';
import { useTranslation } from '@/lib/use-translation';
import { useAgentTransfer } from '../api/agents';
import { transferProblems, type TransferDraft } from '../utils/transfer-rules';
import { InputField } from '@/components/ui/form-field';
import { FormActions } from './form-actions';

type Field = keyof TransferDraft;

/** What the agent may still send today (never below 0), for display only. */
const leftToday = (l: AgentTransferLimits) =>
  String(Math.max(0, Number(l.dailyMax) - Number(l.sentToday)));
const FIELDS: readonly Field[] = ['amount', 'paymentPassword'];

/**
 * Issue 32: the agent moves cash to one downline. Each submission is one action with its own
 * Idempotency-Key (agentTransferRequest); refusals show under the field the server named.
 */
export const TransferForm = (props: {
  username: string;
  decimals: number;
  money: (amount: string) => string;
  /** The merchant's bounds, shown under the amount (the team page's answer). */
  limits?: AgentTransferLimits;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const problem = (field: Field) => (draft: TransferDraft) => {
    const key = transferProblems(draft, props.decimals)[field];
    return key ? t(key, { decimals: props.decimals }) : null;
  };
  const { form, pending, submit, errorOf, showAt, field } = useCheckedForm(
    checkedInOrder(
      FIELDS,
      FIELDS.map((f) => [f, problem(f)] as const),
      { every: true },
    ),
    { amount: '', paymentPassword: '' },
    { clearOnEdit: false },
  );
  const transfer = useAgentTransfer({
    mutationConfig: {
      meta: { showsRefusal: true },
      onSuccess: (done) => {
        showToast(
          'success',
          t('agents.transfer_done', { amount: props.money(done.amount), username: done.username }),
          NOTIFICATION_MS,
        );
      },
      onError: (err) => {
        if (!(err instanceof ApiError)) {
          showAt('root', t('agents.failed'));
          return;
        }
        const refusal = refusalOf(err);
        const named = FIELDS.filter((f) => refusal.fields[f]);
        // A catalogued refusal (balance, password, lockout) says it under its field.
        const specific = err.code !== ErrorCode.BAD_REQUEST && named.length === 1;
        for (const f of named)
          showAt(f, specific ? refusal.message : (refusal.fields[f] as string));
        if (!specific) showAt('root', refusal.message);
        form.setValue('paymentPassword', '');
      },
    },
  });

  const onSubmit = submit(async (v) => {
    const done = await transfer
      .mutateAsync({
        username: props.username,
        amount: v.amount.trim(),
        paymentPassword: v.paymentPassword,
      })
      .catch(() => null);
    if (done) props.onDone();
  });

  const error = errorOf('root') ?? null;

  return (
    <form
      className="agents-form agents-transfer"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="transfer-form"
    >
      <h4 id={`${id}-title`} className="agents-section__title">
        {t('agents.transfer_title', { username: props.username })}
      </h4>
      <InputField
        id={`${id}-amount`}
        label={t('agents.transfer_amount')}
        inputMode="decimal"
        autoComplete="off"
        {...field('amount')}
        testId="transfer-amount"
        errorTestId="transfer-amount-error"
      />
      {props.limits ? (
        <p className="agents-muted" data-testid="transfer-limits">
          {t('agents.transfer_limits', {
            min: props.money(props.limits.min),
            max: props.money(props.limits.max),
            left: props.money(leftToday(props.limits)),
            dailyMax: props.money(props.limits.dailyMax),
          })}
        </p>
      ) : null}
      <InputField
        id={`${id}-password`}
        label={t('agents.transfer_password')}
        type="password"
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        {...field('paymentPassword')}
        testId="transfer-password"
        errorTestId="transfer-paymentPassword-error"
      />
      {error ? (
        <p className="field-error" role="alert" data-testid="transfer-error">
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
