import { useEffect, useId, useState, type FormEvent } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { gameCategories, NOTIFICATION_MS, type RebateQuota } from '@lotto/contract';
import { showToast } from '@/components/ui/toast-store';
import { withAsciiDigits } from '@/lib/digits';
import { refusalOf } from '@/lib/refusal';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useTranslation } from '@/lib/use-translation';
import { useAgentRebates } from '../api/agents';
import { useSetDownlineQuota } from '../api/set-downline-quota';
import { downlineQuotaSchema, leftAt, type DownlineQuotaValues } from '../utils/quota-rules';
import '../messages';
import { InputField, SelectField } from '@/components/ui/form-field';
import { FormActions } from './form-actions';

const FIELDS = [
  'category',
  'rate',
  'quota',
] as const satisfies readonly Path<DownlineQuotaValues>[];

/**
 * §7 rebate quotas: the upline sets how many downlines a direct sub-agent may open at a rate in
 * a game type, at most what it has left there itself. The form's rules, then the server's, each
 * under the field it names; the sub-agent's quotas as the server answers them after a change.
 */
export const DownlineQuotaForm = (props: { username: string; onDone: () => void }) => {
  const { t } = useTranslation();
  const id = useId();
  const own = useAgentRebates(true);
  const mutation = useSetDownlineQuota();
  const { pending, guard } = useSingleSubmit();
  const [error, setError] = useState<string | null>(null);
  const [quotas, setQuotas] = useState<RebateQuota[] | null>(null);
  // Game types the agent has a rate in: a sub-agent's rate, and so its quota, is below it.
  const categories = gameCategories.filter((c) => Number(own.data?.rates[c] ?? 0) > 0);
  const form = useForm<DownlineQuotaValues>({
    resolver: zodResolver(downlineQuotaSchema),
    defaultValues: { category: 'RNG', rate: '', quota: '' },
  });
  const { register, handleSubmit, formState, control, setValue } = form;
  const [category, rate] = useWatch({ control, name: ['category', 'rate'] });
  const first = categories[0];
  // The select lists the agent's own game types once they load: start on one of them.
  useEffect(() => {
    if (first && !categories.includes(category)) setValue('category', first);
  }, [first, categories, category, setValue]);
  const left = leftAt(own.data?.quotas ?? [], category, rate);

  const onValid = async (values: DownlineQuotaValues) => {
    setError(null);
    try {
      const done = await mutation.mutateAsync({
        username: props.username,
        category: values.category,
        rate: values.rate.trim(),
        quota: Number(values.quota.trim()),
      });
      setQuotas(done.quotas);
      showToast(
        'success',
        t('agents.quota_form_done', {
          username: done.username,
          quota: values.quota.trim(),
          rate: values.rate.trim(),
          category: t(`category.${values.category}`),
        }),
        NOTIFICATION_MS,
      );
    } catch (err) {
      const refusal = refusalOf(err);
      const named = FIELDS.filter((f) => refusal.fields[f]);
      for (const f of named) form.setError(f, { message: refusal.fields[f] });
      // A refusal of no field here (the member, the session) reads above the buttons.
      setError(named.length > 0 ? null : refusal.message);
    }
  };
  const submit = guard((e: FormEvent) => handleSubmit(onValid)(e));

  const problem = (f: (typeof FIELDS)[number]) => {
    const message = formState.errors[f]?.message;
    // The form's own rules give locale keys; the server's refusals come worded already.
    return message ? t(message) : undefined;
  };
  return (
    <form
      className="agents-form agents-transfer"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="quota-form"
    >
      <h4 id={`${id}-title`} className="agents-section__title">
        {t('agents.quota_form_title', { username: props.username })}
      </h4>
      <p className="agents-muted">{t('agents.quota_form_hint')}</p>
      <SelectField
        id={`${id}-category`}
        label={t('agents.quota_form_category')}
        registration={register('category')}
        error={problem('category')}
        testId="quota-form-category"
        errorTestId="quota-form-category-error"
      >
        {(categories.length > 0 ? categories : gameCategories).map((c) => (
          <option key={c} value={c}>
            {t(`category.${c}`)}
          </option>
        ))}
      </SelectField>
      <InputField
        id={`${id}-rate`}
        label={t('agents.quota_form_rate')}
        inputMode="decimal"
        autoComplete="off"
        registration={withAsciiDigits(register('rate'))}
        error={problem('rate')}
        describedBy={left !== null ? `${id}-left` : undefined}
        testId="quota-form-rate"
        errorTestId="quota-form-rate-error"
        note={
          left !== null ? (
            <p id={`${id}-left`} className="agents-muted" data-testid="quota-form-left">
              {t('agents.quota_form_left', { left })}
            </p>
          ) : null
        }
      />
      <InputField
        id={`${id}-quota`}
        label={t('agents.quota_form_quota')}
        inputMode="numeric"
        autoComplete="off"
        registration={withAsciiDigits(register('quota'))}
        error={problem('quota')}
        testId="quota-form-quota"
        errorTestId="quota-form-quota-error"
      />
      {error ? (
        <p className="field-error" role="alert" data-testid="quota-form-error">
          {error}
        </p>
      ) : null}
      {quotas ? (
        <ul className="agents-muted agents-quota-list" data-testid="quota-form-quotas">
          {quotas.map((q) => (
            <li key={`${q.category}:${q.rate}`}>
              {t('agents.quota_rate', { category: t(`category.${q.category}`), rate: q.rate })} ·{' '}
              {t('agents.quota_used', { used: q.used, quota: q.quota })}
            </li>
          ))}
        </ul>
      ) : null}
      <FormActions
        cancelLabel={t('agents.quota_form_close')}
        submitLabel={t('agents.quota_form_submit')}
        pending={pending}
        onCancel={props.onDone}
        submitTestId="quota-form-submit"
      />
    </form>
  );
};
