import { useState } from 'react';
import { BooleanInput, Form, TextInput, required, useNotify, useTranslate } from 'react-admin';
import {
  useFieldArray,
  useFormState,
  useWatch,
  type FieldErrors,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import {
  CONTRACT_TIERS_MAX,
  ContractKind,
  DividendPeriod,
  opsOfferAgentContract,
  opsOfferAgentContractBody,
  type ContractKind as Kind,
  type DividendPeriod as Period,
  fieldIssueOf,
} from '@lotto/contract';
import { AgentFormHeading } from './agent-forms';
import { ValueSelect } from '../lib/value-select';
import { fieldsOf, refusalOf } from '../lib/form-refusal';
import { fieldWords } from '../lib/refusals';
import { opsCall } from '../lib/ops-client';

interface TierDraft {
  threshold: string | null;
  activePlayers: string | null;
  rate: string | null;
}
const EMPTY_TIER: TierDraft = { threshold: '', activePlayers: '0', rate: '' };

interface OfferValues {
  username: string | null;
  kind: Kind;
  period: Period;
  carryOver: boolean;
  tiers: TierDraft[];
}
const FIRST_OFFER: OfferValues = {
  username: '',
  kind: ContractKind.daily_salary,
  period: DividendPeriod.month,
  carryOver: false,
  tiers: [EMPTY_TIER],
};

/** A text input's value: react-admin's TextInput gives null for an emptied field. */
const typed = (value: string | null) => (value ?? '').trim();

const bodyOf = ({ username, kind, tiers, period, carryOver }: OfferValues) => ({
  username: typed(username),
  kind,
  tiers: tiers.map((t) => ({
    threshold: typed(t.threshold),
    activePlayers: typed(t.activePlayers) === '' ? Number.NaN : Number(typed(t.activePlayers)),
    rate: typed(t.rate),
  })),
  ...(kind === ContractKind.dividend ? { period, carryOver } : {}),
});

/**
 * What is wrong before it is sent: the contract's schema (rates, thresholds, whole numbers),
 * then the server's order rule (each tier's threshold and rate above the one before, its active
 * players at least the one before's). Keys are the fields the server names (`tiers.1.rate`).
 */
export function offerProblems(
  body: ReturnType<typeof bodyOf>,
  translate: (key: string) => string,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const parsed = opsOfferAgentContractBody.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      problems[issue.path.join('.')] ??= fieldWords(issue.message, fieldIssueOf(issue));
  body.tiers.forEach((t, i) => {
    const before = body.tiers[i - 1];
    const at = (f: string) => `tiers.${i}.${f}`;
    if (!problems[at('rate')] && Number(t.rate) <= 0)
      problems[at('rate')] = translate('console.agents.rate_above_zero');
    if (!before) return;
    if (!problems[at('threshold')] && Number(t.threshold) <= Number(before.threshold))
      problems[at('threshold')] = translate('console.agents.threshold_order');
    if (!problems[at('activePlayers')] && t.activePlayers < before.activePlayers)
      problems[at('activePlayers')] = translate('console.agents.players_order');
    if (!problems[at('rate')] && Number(t.rate) <= Number(before.rate))
      problems[at('rate')] = translate('console.agents.rate_order');
  });
  return problems;
}

/**
 * Marks a field required (its asterisk, a select without an empty choice): with the form's own
 * rules (a resolver) react-hook-form checks nothing else, so offerProblems says what is missing.
 */
const shownRequired = required();

/** `offerProblems` as the form's rules, checked on submit, each under the field it names. */
const offerRules =
  (translate: (key: string) => string): Resolver<OfferValues> =>
  (values) => {
    const problems = Object.entries(offerProblems(bodyOf(values), translate));
    if (problems.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      problems.map(([field, message]) => [field, { type: 'manual', message }]),
    );
    return { values: {}, errors: errors as FieldErrors<OfferValues> };
  };

/**
 * Issue 32: the platform offers a top-level agent (no upline) a daily salary, hourly salary or
 * dividend contract, paid from the house; the agent reviews it in the app as any offer. Owner and
 * finance; the server checks again and audits.
 */
export function OfferPlatformContractForm({ onOffered }: { onOffered: () => void }) {
  const notify = useNotify();
  const translate = useTranslate();
  // An offer made starts the form again for the next agent, keeping its kind and period.
  const [next, setNext] = useState({ offers: 0, values: FIRST_OFFER });

  const submit = async (values: OfferValues) => {
    const body = bodyOf(values);
    if (
      !window.confirm(
        translate('console.agents.confirm_offer', { member: body.username, kind: body.kind }),
      )
    )
      return undefined;
    try {
      const offered = await opsCall(opsOfferAgentContract, { body });
      notify('console.agents.offered_to', {
        type: 'success',
        messageArgs: { id: offered.id, member: offered.username },
      });
      setNext(({ offers }) => ({
        offers: offers + 1,
        values: { ...values, username: '', tiers: [EMPTY_TIER] },
      }));
      onOffered();
      return undefined;
    } catch (err) {
      return refusalOf(fieldsOf(err), err);
    }
  };

  return (
    <Box
      data-testid="agent-contract-offer-form"
      sx={{ mb: 3 }}
      role="group"
      aria-labelledby="agent-contract-offer-title"
    >
      <Form<OfferValues>
        key={next.offers}
        defaultValues={next.values}
        resolver={offerRules(translate)}
        reValidateMode="onSubmit"
        noValidate
        onSubmit={(values: FieldValues) => submit(values as OfferValues)}
      >
        <AgentFormHeading
          title={translate('console.agents.offer_title')}
          text={translate('console.agents.offer_text')}
          id="agent-contract-offer-title"
        />
        <OfferTerms />
        <OfferTiers />
      </Form>
    </Box>
  );
}

/** One figure of a tier in a small text box; `inputMode` picks the phone's keyboard. */
function TierInput({
  source,
  label,
  inputMode,
}: {
  source: string;
  label: string;
  inputMode?: 'numeric' | 'decimal';
}) {
  return (
    <TextInput
      source={source}
      size="small"
      fullWidth={false}
      label={label}
      slotProps={inputMode && { htmlInput: { inputMode } }}
    />
  );
}

/** The agent, the contract's kind and, for a dividend, its period and carry-over. */
function OfferTerms() {
  const kind = useWatch<OfferValues, 'kind'>({ name: 'kind' });
  const { errors } = useFormState<OfferValues>();
  return (
    <>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start', mb: 1 }}
      >
        <TextInput
          source="username"
          size="small"
          fullWidth={false}
          label="console.agents.top_agent_username"
          validate={shownRequired}
        />
        <ValueSelect
          source="kind"
          label="console.agents.contract_kind"
          kind="contract_kind"
          validate={shownRequired}
          minWidth={180}
        />
        {kind === ContractKind.dividend ? (
          <>
            <ValueSelect
              source="period"
              label="console.agents.dividend_period"
              kind="dividend_period"
              validate={shownRequired}
              minWidth={160}
            />
            <BooleanInput source="carryOver" label="console.agents.negative_carry_over" />
          </>
        ) : null}
      </Stack>
      {errors.carryOver?.message ? (
        <Alert severity="error">{errors.carryOver.message}</Alert>
      ) : null}
      {errors.tiers?.message ? <Alert severity="error">{errors.tiers.message}</Alert> : null}
    </>
  );
}

/** The tiers, one to CONTRACT_TIERS_MAX, each above the one before. */
function OfferTiers() {
  const translate = useTranslate();
  const kind = useWatch<OfferValues, 'kind'>({ name: 'kind' });
  const { isSubmitting } = useFormState<OfferValues>();
  const { fields, append, remove } = useFieldArray<OfferValues, 'tiers'>({ name: 'tiers' });
  return (
    <>
      {fields.map((tier, i) => (
        <Stack
          key={tier.id}
          component="fieldset"
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'flex-start', border: 0, p: 0, m: 0, mb: 1 }}
          data-testid="agent-contract-offer-tier"
        >
          <Typography component="legend" variant="body2" sx={{ width: '100%' }}>
            {translate('console.agents.tier_n', { n: i + 1 })}
          </Typography>
          <TierInput
            source={`tiers.${i}.threshold`}
            label={translate('console.agents.tier_threshold', {
              n: i + 1,
              label: translate(`console.agents.threshold_${kind}`),
            })}
          />
          <TierInput
            source={`tiers.${i}.activePlayers`}
            label={translate('console.agents.tier_players', { n: i + 1 })}
            inputMode="numeric"
          />
          <TierInput
            source={`tiers.${i}.rate`}
            label={translate('console.agents.tier_rate', { n: i + 1 })}
            inputMode="decimal"
          />
          {fields.length > 1 ? (
            <Button onClick={() => remove(i)}>
              {translate('console.agents.remove_tier', { n: i + 1 })}
            </Button>
          ) : null}
        </Stack>
      ))}
      <Stack direction="row" spacing={2}>
        {fields.length < CONTRACT_TIERS_MAX ? (
          <Button onClick={() => append(EMPTY_TIER)}>{translate('console.agents.add_tier')}</Button>
        ) : null}
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {translate('console.agents.offer_contract')}
        </Button>
      </Stack>
    </>
  );
}
