import { useId } from 'react';
import Copy from 'lucide-react/icons/copy';
import { DownlineKind, NOTIFICATION_MS, type GameCategory } from '@lotto/contract';
import { showToast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { refusalOf } from '@/lib/refusal';
import { checkedInOrder, useCheckedForm } from '@/lib/checked-form';
import { useTranslation } from '@/lib/use-translation';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAgentInvitation, useAgentRebates, useOpenDownline } from '../api/agents';
import { agentPage } from './agent-page';
import { InputField, SelectField } from '@/components/ui/form-field';
import { AgentLoadError } from './agent-load-error';
import { RebateQuotas } from './rebate-quotas';
import { AgentSection } from './agent-section';

/**
 * The sections once the invitation and the rebate quotas are both in: each alone grew above the
 * form as it arrived (its rate fields come with the invitation), moving it half a screen down.
 */
const RegisterSections = () => {
  const invitation = useAgentInvitation(true);
  const quotas = useAgentRebates(true);
  if (invitation.isPending || quotas.isPending)
    return <div className="card agents-section agents-register-skeleton" aria-busy="true" />;
  return (
    <>
      <Invitation />
      <RebateQuotas />
      <OpenDownlineForm />
    </>
  );
};

const Invitation = () => {
  const { t } = useTranslation();
  const { data, isPending, error, refetch } = useAgentInvitation(true);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      showToast('success', t('agents.copied'), NOTIFICATION_MS);
    } catch {
      showToast('error', t('agents.copy_failed'));
    }
  };
  if (error) return <AgentLoadError error={error} onRetry={() => void refetch()} />;
  if (isPending) return <div className="card agents-section" aria-busy="true" />;
  return (
    <AgentSection title={t('agents.invitation')}>
      <p className="agents-muted">{t('agents.invitation_hint')}</p>
      <div className="agents-code" data-testid="agent-code">
        {data.code}
      </div>
      <img
        className="agents-qr"
        src={data.qrCode}
        alt={t('agents.qr_alt')}
        width={200}
        height={200}
      />
      <p className="agents-link" data-testid="agent-link">
        {data.link}
      </p>
      <div className="agents-row">
        <button type="button" className="button button--ghost" onClick={() => void copy(data.code)}>
          <Copy size={18} aria-hidden="true" />
          {t('agents.copy_code')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void copy(data.link)}
        >
          <Copy size={18} aria-hidden="true" />
          {t('agents.copy_link')}
        </button>
      </div>
    </AgentSection>
  );
};

/** A rate's field on the form: flat, where the server names it `rates.<category>`. */
const rateField = (category: GameCategory) => `rate_${category}`;
const fieldOf = (named: string) =>
  named.startsWith('rates.') ? rateField(named.slice('rates.'.length) as GameCategory) : named;

const OpenDownlineForm = () => {
  const { t } = useTranslation();
  const id = useId();
  // §1 rebate settings: one rate per category the agent has a rate in, each at most its own.
  const own = useAgentInvitation(true).data?.rates ?? {};
  const categories = Object.keys(own) as GameCategory[];
  // The server checks the username, the password and each rate against the agent's own.
  const { form, values, edit, pending, submit, errorOf, showAt, field } = useCheckedForm(
    checkedInOrder(['kind', 'username', 'password', ...categories.map(rateField)], []),
    { kind: DownlineKind.member, username: '', password: '' },
    { clearOnEdit: false },
  );
  const open = useOpenDownline({
    mutationConfig: {
      meta: { showsRefusal: true },
      onSuccess: (opened) => {
        form.reset({ kind: form.getValues('kind'), username: '', password: '' });
        showToast(
          'success',
          t(opened.customerType === 0 ? 'agents.opened_member' : 'agents.opened_agent', {
            username: opened.username,
          }),
          NOTIFICATION_MS,
        );
      },
      onError: (err) => {
        if (err instanceof ApiError) {
          const refusal = refusalOf(err);
          for (const [field, message] of Object.entries(refusal.fields))
            showAt(fieldOf(field), message);
          showAt('root', refusal.message);
        } else showAt('root', t('agents.failed'));
      },
    },
  });

  const onSubmit = submit(async (v) => {
    const given: Partial<Record<GameCategory, string>> = {};
    for (const category of categories) {
      const rate = v[rateField(category)]?.trim();
      if (rate) given[category] = rate;
    }
    await open
      .mutateAsync({
        kind: v.kind as DownlineKind,
        username: (v.username ?? '').trim(),
        password: v.password ?? '',
        rates: given,
      })
      .catch(() => undefined);
  });
  const error = errorOf('root') ?? null;

  return (
    <form
      className="card agents-section agents-form"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="open-downline"
    >
      <h3 id={`${id}-title`} className="agents-section__title">
        {t('agents.open_title')}
      </h3>
      <SelectField
        id={`${id}-kind`}
        label={t('agents.kind')}
        value={values.kind}
        onChange={(e) => edit('kind', e.target.value)}
        testId="downline-kind"
      >
        <option value={DownlineKind.member}>{t('agents.kind_member')}</option>
        <option value={DownlineKind.agent}>{t('agents.kind_agent')}</option>
      </SelectField>
      <InputField
        id={`${id}-username`}
        label={t('agents.username')}
        autoComplete="off"
        autoCapitalize="none"
        {...field('username')}
        testId="downline-username"
      />
      <InputField
        id={`${id}-password`}
        label={t('agents.password')}
        type="password"
        autoComplete="new-password"
        {...field('password')}
        testId="downline-password"
      />
      <fieldset className="agents-rates" data-testid="downline-rates">
        <legend className="field-label">{t('agents.rates_title')}</legend>
        {categories.length === 0 ? (
          <p className="agents-muted">{t('agents.no_rates')}</p>
        ) : (
          categories.map((category) => (
            <div key={category} className="agents-rate">
              <InputField
                id={`${id}-rate-${category}`}
                label={t('agents.rate_label', {
                  category: t(`category.${category}`),
                  rate: own[category] ?? '0',
                })}
                inputMode="decimal"
                placeholder="0.00"
                {...field(rateField(category))}
                testId={`downline-rate-${category}`}
              />
            </div>
          ))
        )}
      </fieldset>
      {error ? (
        <p className="field-error" role="alert" data-testid="open-downline-error">
          {error}
        </p>
      ) : null}
      <SubmitButton pending={pending} testId="open-downline-submit" inline>
        {t('agents.open_submit')}
      </SubmitButton>
    </form>
  );
};

/** §2.1 /m/agentRegister: the invitation code, link and QR code, and opening a downline. */
export const AgentRegisterPage = agentPage(
  'agent-register',
  'title.agent_register',
  RegisterSections,
);
