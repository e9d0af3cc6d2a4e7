import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  CONTRACT_TIERS_MAX,
  ContractKind,
  DividendPeriod,
  ErrorCode,
  NOTIFICATION_MS,
} from '@lotto/contract';
import { showToast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { refusalOf } from '@/lib/refusal';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useTranslation } from '@/lib/use-translation';
import { contractKeys, offerContractRequest, useOfferedContracts } from '../api/contracts';
import { offerProblems, type TierDraft } from '../utils/offer-rules';
import '../messages';
import './contracts.css';
import { FormActions } from '../../components/form-actions';

const EMPTY_TIER: TierDraft = { threshold: '', activePlayers: '0', rate: '' };
const TIER_FIELDS = ['threshold', 'activePlayers', 'rate'] as const;
const TIER_LABEL: Record<(typeof TIER_FIELDS)[number], string> = {
  threshold: 'contracts.threshold_daily_salary',
  activePlayers: 'contracts.active_players',
  rate: 'contracts.rate',
};

/**
 * Issue 32: the upline offers a direct downline agent a contract: its kind, tiers (threshold,
 * active players, rate), and for a dividend its period and carry-over. The form's rules
 * (utils/offer-rules) and then the server's, each under the field it names.
 */
export const OfferContractForm = (props: {
  username: string;
  decimals: number;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<ContractKind>(ContractKind.daily_salary);
  const [period, setPeriod] = useState<DividendPeriod>(DividendPeriod.half_month);
  const [carryOver, setCarryOver] = useState(false);
  const [tiers, setTiers] = useState<TierDraft[]>([EMPTY_TIER]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const { pending, guard } = useSingleSubmit();
  const offered = useOfferedContracts(props.username);

  const setTier = (i: number, field: keyof TierDraft, value: string) =>
    setTiers((all) => all.map((tier, j) => (j === i ? { ...tier, [field]: value } : tier)));

  const submit = guard(async () => {
    setError(null);
    const problems = offerProblems(tiers, props.decimals);
    setFieldErrors(
      Object.fromEntries(
        Object.entries(problems).map(([f, key]) => [f, t(key, { decimals: props.decimals })]),
      ),
    );
    if (Object.keys(problems).length > 0) return;
    try {
      await offerContractRequest({
        username: props.username,
        kind,
        tiers: tiers.map((tier) => ({
          threshold: tier.threshold.trim(),
          activePlayers: Number(tier.activePlayers.trim()),
          rate: tier.rate.trim(),
        })),
        ...(kind === ContractKind.dividend ? { period, carryOver } : {}),
      });
      showToast('success', t('contracts.offered', { username: props.username }), NOTIFICATION_MS);
      await queryClient.invalidateQueries({ queryKey: contractKeys.all });
      props.onDone();
    } catch (err) {
      if (!(err instanceof ApiError)) {
        setError(t('contracts.failed'));
        return;
      }
      const refusal = refusalOf(err);
      const named = Object.keys(refusal.fields).filter((f) => /^tiers\.\d+\.\w+$/.test(f));
      setFieldErrors(Object.fromEntries(named.map((f) => [f, refusal.fields[f] as string])));
      const specific = err.code !== ErrorCode.BAD_REQUEST;
      setError(named.length > 0 && !specific ? null : refusal.message);
    }
  });

  const fieldId = (name: string) => `${id}-${name.replace(/\./g, '-')}`;

  return (
    <form
      className="agents-form agents-transfer"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="offer-form"
    >
      <h4 id={`${id}-title`} className="agents-section__title">
        {t('contracts.offer_title', { username: props.username })}
      </h4>
      {offered.data && offered.data.list.length > 0 ? (
        <ul className="agents-muted contracts-offered" data-testid="offer-offered">
          {offered.data.list.slice(0, 3).map((c) => (
            <li key={c.id}>
              {t(`contracts.kind_${c.kind}`)} · {t(`contracts.contract_${c.state}`)} ·{' '}
              {c.tiers.map((tier) => `${tier.rate} %`).join(' / ')}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="contracts-field">
        <label className="agents-label" htmlFor={`${id}-kind`}>
          {t('contracts.kind')}
        </label>
        <select
          id={`${id}-kind`}
          className="agents-input"
          value={kind}
          onChange={(e) => setKind(e.target.value as ContractKind)}
          data-testid="offer-kind"
        >
          {Object.values(ContractKind).map((k) => (
            <option key={k} value={k}>
              {t(`contracts.kind_${k}`)}
            </option>
          ))}
        </select>
      </div>
      {kind === ContractKind.dividend ? (
        <>
          <div className="contracts-field">
            <label className="agents-label" htmlFor={`${id}-period`}>
              {t('contracts.period')}
            </label>
            <select
              id={`${id}-period`}
              className="agents-input"
              value={period}
              onChange={(e) => setPeriod(e.target.value as DividendPeriod)}
              data-testid="offer-period"
            >
              {Object.values(DividendPeriod).map((p) => (
                <option key={p} value={p}>
                  {t(`contracts.period_${p}`)}
                </option>
              ))}
            </select>
          </div>
          <label className="contracts-check">
            <input
              type="checkbox"
              checked={carryOver}
              onChange={(e) => setCarryOver(e.target.checked)}
              data-testid="offer-carry-over"
            />
            {t('contracts.carry_over')}
          </label>
        </>
      ) : null}
      {tiers.map((tier, i) => (
        <fieldset key={i} className="contracts-tier" data-testid="offer-tier">
          <legend>{t('contracts.tier_title', { tier: i + 1 })}</legend>
          {TIER_FIELDS.map((field) => {
            const name = `tiers.${i}.${field}`;
            const problem = fieldErrors[name];
            return (
              <div
                key={field}
                className={`contracts-field${field === 'threshold' ? ' contracts-field--wide' : ''}`}
              >
                <label className="agents-label" htmlFor={fieldId(name)}>
                  {field === 'threshold' ? t(`contracts.threshold_${kind}`) : t(TIER_LABEL[field])}
                </label>
                <input
                  id={fieldId(name)}
                  className="agents-input"
                  inputMode={field === 'activePlayers' ? 'numeric' : 'decimal'}
                  autoComplete="off"
                  value={tier[field]}
                  onChange={(e) => setTier(i, field, e.target.value)}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${fieldId(name)}-error` : undefined}
                  data-testid={`offer-${field}-${i}`}
                />
                {problem ? (
                  <p
                    id={`${fieldId(name)}-error`}
                    className="agents-error"
                    data-testid={`offer-${field}-${i}-error`}
                  >
                    {problem}
                  </p>
                ) : null}
              </div>
            );
          })}
          {tiers.length > 1 ? (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setTiers((all) => all.filter((_, j) => j !== i))}
            >
              {t('contracts.remove_tier', { tier: i + 1 })}
            </button>
          ) : null}
        </fieldset>
      ))}
      {tiers.length < CONTRACT_TIERS_MAX ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setTiers((all) => [...all, EMPTY_TIER])}
          data-testid="offer-add-tier"
        >
          {t('contracts.add_tier')}
        </button>
      ) : null}
      {error ? (
        <p className="agents-error" role="alert" data-testid="offer-error">
          {error}
        </p>
      ) : null}
      <FormActions
        cancelLabel={t('contracts.cancel')}
        submitLabel={t('contracts.offer_submit')}
        pending={pending}
        onCancel={props.onDone}
        submitTestId="offer-submit"
      />
    </form>
  );
};
