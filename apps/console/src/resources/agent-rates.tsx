import { useState } from 'react';
import { TextInput, useNotify, useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import {
  gameCategories,
  opsAgentRatesOf,
  opsSetAgentRates,
  type OpsAgentRates,
  type RebateRates,
} from '@lotto/contract';
import { fieldsOf, refusalOfCall } from '../lib/form-refusal';
import { opsCall } from '../lib/ops-client';
import { messageOf } from '../lib/ops-list';
import { valueText } from '../lib/value-texts';
import { AgentForm, AgentFormHeading, AgentFormRow, RequiredText } from './agent-forms';

/** The platform's bound of a top-level agent's rate, in percent. */
const PLATFORM_MAX_RATE = '100';

interface RatesValues {
  username: string;
  rates: Record<string, string>;
}

const valuesOf = (agent: OpsAgentRates): RatesValues => ({
  username: agent.username,
  rates: Object.fromEntries(gameCategories.map((c) => [c, agent.rates[c] ?? ''])),
});

/** The rates typed that differ from those shown (blank leaves a game type as it is). */
const changedRates = (values: RatesValues, shown: OpsAgentRates | null): RebateRates =>
  Object.fromEntries(
    Object.entries(values.rates ?? {})
      .map(([c, rate]) => [c, (rate ?? '').trim()] as const)
      .filter(([c, rate]) => rate !== '' && rate !== shown?.rates[c as keyof RebateRates]),
  );

/** Loads the agent named in the form and puts its rates in the fields. */
function ShowRatesButton({ onShown }: { onShown: (agent: OpsAgentRates) => void }) {
  const translate = useTranslate();
  const { getValues, reset, setError } = useFormContext<RatesValues>();
  const show = async () => {
    try {
      const agent = await opsCall(opsAgentRatesOf, {
        query: { username: String(getValues('username') ?? '').trim() },
      });
      reset(valuesOf(agent));
      onShown(agent);
    } catch (err) {
      const { username } = fieldsOf(err);
      if (username) setError('username', { type: 'server', message: username });
      else setError('root.serverError', { type: 'server', message: messageOf(err) });
    }
  };
  return (
    <Button variant="outlined" onClick={() => void show()}>
      {translate('console.agents.show')}
    </Button>
  );
}

/**
 * Issue 32: sets an agent's rebate rates per game type (owner and finance; audited by the
 * server). Each is at most the upline's and at least the highest direct downline's.
 */
export function RatesForm() {
  const notify = useNotify();
  const translate = useTranslate();
  const [shown, setShown] = useState<OpsAgentRates | null>(null);

  const boundsOf = (category: (typeof gameCategories)[number]) =>
    shown
      ? translate('console.agents.rate_bounds', {
          min: shown.downlineRates[category] ?? '0',
          max:
            shown.uplineRates === null ? PLATFORM_MAX_RATE : (shown.uplineRates[category] ?? '0'),
        })
      : undefined;

  const submit = async (values: RatesValues) => {
    const rates = changedRates(values, shown);
    if (Object.keys(rates).length === 0)
      return { root: { serverError: translate('console.agents.no_rate_changed') } };
    return refusalOfCall(async () => {
      const agent = await opsCall(opsSetAgentRates, {
        body: { username: values.username.trim(), rates },
      });
      setShown(agent);
      notify('console.agents.saved', { type: 'success' });
    });
  };

  return (
    <AgentForm<RatesValues>
      testId="agent-rates-form"
      defaultValues={{ username: '', rates: {} }}
      onSubmit={submit}
    >
      <AgentFormHeading
        title={translate('console.agents.set_rates')}
        text={translate('console.agents.rates_text')}
      />
      <AgentFormRow>
        <RequiredText source="username" label="console.agents.agent_username" />
        <ShowRatesButton onShown={setShown} />
      </AgentFormRow>
      <AgentFormRow>
        {gameCategories.map((category) => (
          <TextInput
            key={category}
            source={`rates.${category}`}
            size="small"
            fullWidth={false}
            label={valueText(translate, 'game_category', category)}
            helperText={boundsOf(category) ?? false}
            sx={{ width: 160 }}
          />
        ))}
      </AgentFormRow>
      <Button type="submit" variant="contained">
        {translate('console.agents.save_rates')}
      </Button>
    </AgentForm>
  );
}
