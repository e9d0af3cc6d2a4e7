import { useId, type BaseSyntheticEvent } from 'react';
import { get, useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
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
import { useTranslation, type Translate } from '@/lib/use-translation';
import { useOfferContract, useOfferedContracts } from '../api/contracts';
import { offerProblems, type TierDraft } from '../utils/offer-rules';
import '../messages';
import './contracts.css';
import { InputField, SelectField } from '@/components/ui/form-field';
import { FormActions } from '../../components/form-actions';

const EMPTY_TIER: TierDraft = { threshold: '', activePlayers: '0', rate: '' };
const TIER_FIELDS = ['threshold', 'activePlayers', 'rate'] as const;
const TIER_LABEL: Record<(typeof TIER_FIELDS)[number], string> = {
  threshold: 'contracts.threshold_daily_salary',
  activePlayers: 'contracts.active_players',
  rate: 'contracts.rate',
};

interface OfferValues {
  kind: ContractKind;
  period: DividendPeriod;
  carryOver: boolean;
  tiers: TierDraft[];
}

/** The offer's rules (utils/offer-rules), each under the tier field it names, in words. */
const offerSchema = (decimals: number, t: Translate) =>
  z
    .object({
      kind: z.enum(ContractKind),
      period: z.enum(DividendPeriod),
      carryOver: z.boolean(),
      tiers: z.array(
        z.object({ threshold: z.string(), activePlayers: z.string(), rate: z.string() }),
      ),
    })
    .superRefine((values, ctx) => {
      for (const [field, key] of Object.entries(offerProblems(values.tiers, decimals)))
        ctx.addIssue({
          code: 'custom',
          path: field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
          message: t(key, { decimals }),
        });
    });

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
  const form = useForm<OfferValues>({
    resolver: zodResolver(offerSchema(props.decimals, t)),
    defaultValues: {
      kind: ContractKind.daily_salary,
      period: DividendPeriod.half_month,
      carryOver: false,
      tiers: [EMPTY_TIER],
    },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { register, control, formState, setError, handleSubmit } = form;
  const tiers = useFieldArray({ control, name: 'tiers' });
  const kind = useWatch({ control, name: 'kind' });
  const { pending, guard } = useSingleSubmit();
  const offered = useOfferedContracts(props.username);
  const offer = useOfferContract({
    mutationConfig: {
      meta: { showsRefusal: true },
      onSuccess: () =>
        showToast('success', t('contracts.offered', { username: props.username }), NOTIFICATION_MS),
      onError: (err) => {
        if (!(err instanceof ApiError)) {
          setError('root', { message: t('contracts.failed') });
          return;
        }
        const refusal = refusalOf(err);
        const named = Object.keys(refusal.fields).filter((f) => /^tiers\.\d+\.\w+$/.test(f));
        for (const f of named) setError(f as Path<OfferValues>, { message: refusal.fields[f] });
        const specific = err.code !== ErrorCode.BAD_REQUEST;
        if (named.length === 0 || specific) setError('root', { message: refusal.message });
      },
    },
  });

  const submit = guard((event: BaseSyntheticEvent) =>
    handleSubmit(async (values) => {
      const done = await offer
        .mutateAsync({
          username: props.username,
          kind: values.kind,
          tiers: values.tiers.map((tier) => ({
            threshold: tier.threshold.trim(),
            activePlayers: Number(tier.activePlayers.trim()),
            rate: tier.rate.trim(),
          })),
          ...(values.kind === ContractKind.dividend
            ? { period: values.period, carryOver: values.carryOver }
            : {}),
        })
        .catch(() => null);
      if (done !== null) props.onDone();
    })(event),
  );
  const problemAt = (name: string) => {
    const found = get<unknown>(formState.errors, name);
    const message = (found as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' ? message : undefined;
  };

  const fieldId = (name: string) => `${id}-${name.replace(/\./g, '-')}`;

  const error = problemAt('root') ?? null;

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
        <SelectField
          id={`${id}-kind`}
          label={t('contracts.kind')}
          registration={register('kind')}
          testId="offer-kind"
        >
          {Object.values(ContractKind).map((k) => (
            <option key={k} value={k}>
              {t(`contracts.kind_${k}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {kind === ContractKind.dividend ? (
        <>
          <div className="contracts-field">
            <SelectField
              id={`${id}-period`}
              label={t('contracts.period')}
              registration={register('period')}
              testId="offer-period"
            >
              {Object.values(DividendPeriod).map((p) => (
                <option key={p} value={p}>
                  {t(`contracts.period_${p}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <label className="contracts-check">
            <input type="checkbox" {...register('carryOver')} data-testid="offer-carry-over" />
            {t('contracts.carry_over')}
          </label>
        </>
      ) : null}
      {tiers.fields.map((tier, i) => (
        <fieldset key={tier.id} className="contracts-tier" data-testid="offer-tier">
          <legend>{t('contracts.tier_title', { tier: i + 1 })}</legend>
          {TIER_FIELDS.map((field) => {
            const name = `tiers.${i}.${field}`;
            return (
              <div
                key={field}
                className={`contracts-field${field === 'threshold' ? ' contracts-field--wide' : ''}`}
              >
                <InputField
                  id={fieldId(name)}
                  label={
                    field === 'threshold' ? t(`contracts.threshold_${kind}`) : t(TIER_LABEL[field])
                  }
                  inputMode={field === 'activePlayers' ? 'numeric' : 'decimal'}
                  autoComplete="off"
                  registration={register(`tiers.${i}.${field}`)}
                  error={problemAt(name)}
                  testId={`offer-${field}-${i}`}
                  errorTestId={`offer-${field}-${i}-error`}
                />
              </div>
            );
          })}
          {tiers.fields.length > 1 ? (
            <button type="button" className="button button--ghost" onClick={() => tiers.remove(i)}>
              {t('contracts.remove_tier', { tier: i + 1 })}
            </button>
          ) : null}
        </fieldset>
      ))}
      {tiers.fields.length < CONTRACT_TIERS_MAX ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => tiers.append(EMPTY_TIER, { shouldFocus: false })}
          data-testid="offer-add-tier"
        >
          {t('contracts.add_tier')}
        </button>
      ) : null}
      {error ? (
        <p className="field-error" role="alert" data-testid="offer-error">
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
