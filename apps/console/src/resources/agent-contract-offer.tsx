import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
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
import { fieldWords } from '../lib/refusals';
import { opsCall } from '../lib/ops-client';
import { messageOf } from '../lib/ops-list';
import { fieldsOf } from './agents-shared';
import { valueText } from '../lib/value-texts';

interface TierDraft {
  threshold: string;
  activePlayers: string;
  rate: string;
}
const EMPTY_TIER: TierDraft = { threshold: '', activePlayers: '0', rate: '' };

const bodyOf = (
  username: string,
  kind: Kind,
  tiers: TierDraft[],
  period: Period,
  carryOver: boolean,
) => ({
  username: username.trim(),
  kind,
  tiers: tiers.map((t) => ({
    threshold: t.threshold.trim(),
    activePlayers: t.activePlayers.trim() === '' ? Number.NaN : Number(t.activePlayers.trim()),
    rate: t.rate.trim(),
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
 * Issue 32: the platform offers a top-level agent (no upline) a daily salary, hourly salary or
 * dividend contract, paid from the house; the agent reviews it in the app as any offer. Owner and
 * finance; the server checks again and audits.
 */
export function OfferPlatformContractForm({ onOffered }: { onOffered: () => void }) {
  const notify = useNotify();
  const translate = useTranslate();
  const [username, setUsername] = useState('');
  const [kind, setKind] = useState<Kind>(ContractKind.daily_salary);
  const [period, setPeriod] = useState<Period>(DividendPeriod.month);
  const [carryOver, setCarryOver] = useState(false);
  const [tiers, setTiers] = useState<TierDraft[]>([EMPTY_TIER]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const setTier = (i: number, field: keyof TierDraft, value: string) =>
    setTiers((all) => all.map((t, j) => (j === i ? { ...t, [field]: value } : t)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailed(null);
    const body = bodyOf(username, kind, tiers, period, carryOver);
    const problems = offerProblems(body, translate);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    if (!window.confirm(translate('console.agents.confirm_offer', { member: body.username, kind })))
      return;
    setSending(true);
    try {
      const offered = await opsCall(opsOfferAgentContract, { body });
      notify('console.agents.offered_to', {
        type: 'success',
        messageArgs: { id: offered.id, member: offered.username },
      });
      setTiers([EMPTY_TIER]);
      setUsername('');
      onOffered();
    } catch (err) {
      const fields = fieldsOf(err);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailed(messageOf(err));
    } finally {
      setSending(false);
    }
  };

  const field = (name: string) => ({
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      data-testid="agent-contract-offer-form"
      sx={{ mb: 3 }}
      aria-labelledby="agent-contract-offer-title"
    >
      <Typography variant="h6" component="h2" id="agent-contract-offer-title" sx={{ mb: 1 }}>
        {translate('console.agents.offer_title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('console.agents.offer_text')}
      </Typography>
      {failed ? <Alert severity="error">{failed}</Alert> : null}
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start', mb: 1 }}
      >
        <TextField
          size="small"
          label={translate('console.agents.top_agent_username')}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          required
          {...field('username')}
        />
        <TextField
          size="small"
          select
          label={translate('console.agents.contract_kind')}
          value={kind}
          onChange={(e) => setKind(e.target.value as Kind)}
          sx={{ minWidth: 180 }}
          {...field('kind')}
        >
          {Object.values(ContractKind).map((k) => (
            <MenuItem key={k} value={k}>
              {valueText(translate, 'contract_kind', k)}
            </MenuItem>
          ))}
        </TextField>
        {kind === ContractKind.dividend ? (
          <>
            <TextField
              size="small"
              select
              label={translate('console.agents.dividend_period')}
              value={period}
              onChange={(e) => setPeriod(e.target.value as Period)}
              sx={{ minWidth: 160 }}
              {...field('period')}
            >
              {Object.values(DividendPeriod).map((p) => (
                <MenuItem key={p} value={p}>
                  {valueText(translate, 'dividend_period', p)}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={
                <Checkbox checked={carryOver} onChange={(e) => setCarryOver(e.target.checked)} />
              }
              label={translate('console.agents.negative_carry_over')}
            />
          </>
        ) : null}
      </Stack>
      {errors.carryOver ? <Alert severity="error">{errors.carryOver}</Alert> : null}
      {errors.tiers ? <Alert severity="error">{errors.tiers}</Alert> : null}
      {tiers.map((t, i) => (
        <Stack
          key={i}
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
          <TextField
            size="small"
            label={translate('console.agents.tier_threshold', {
              n: i + 1,
              label: translate(`console.agents.threshold_${kind}`),
            })}
            value={t.threshold}
            onChange={(e) => setTier(i, 'threshold', e.target.value)}
            {...field(`tiers.${i}.threshold`)}
          />
          <TextField
            size="small"
            label={translate('console.agents.tier_players', { n: i + 1 })}
            value={t.activePlayers}
            onChange={(e) => setTier(i, 'activePlayers', e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            {...field(`tiers.${i}.activePlayers`)}
          />
          <TextField
            size="small"
            label={translate('console.agents.tier_rate', { n: i + 1 })}
            value={t.rate}
            onChange={(e) => setTier(i, 'rate', e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...field(`tiers.${i}.rate`)}
          />
          {tiers.length > 1 ? (
            <Button onClick={() => setTiers((all) => all.filter((_, j) => j !== i))}>
              {translate('console.agents.remove_tier', { n: i + 1 })}
            </Button>
          ) : null}
        </Stack>
      ))}
      <Stack direction="row" spacing={2}>
        {tiers.length < CONTRACT_TIERS_MAX ? (
          <Button onClick={() => setTiers((all) => [...all, EMPTY_TIER])}>
            {translate('console.agents.add_tier')}
          </Button>
        ) : null}
        <Button type="submit" variant="contained" disabled={sending}>
          {translate('console.agents.offer_contract')}
        </Button>
      </Stack>
    </Box>
  );
}
