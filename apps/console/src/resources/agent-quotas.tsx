import {
  NumberInput,
  minValue,
  required,
  useNotify,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { Button, TableCell, TableRow } from '@mui/material';
import {
  opsAgentQuotas,
  opsSetAgentQuota,
  type GameCategory,
  type OperatorRole,
} from '@lotto/contract';
import { refusalOfCall } from '../lib/form-refusal';
import { opsCall } from '../lib/ops-client';
import { useOpsList } from '../lib/ops-list';
import { valueText } from '../lib/value-texts';
import { figures, SmallTable } from '../lib/small-table';
import { AgentForm, AgentFormHeading, AgentFormRow, RequiredText } from './agent-forms';
import { ValueSelect } from '../lib/value-select';
import { RatesForm } from './agent-rates';
import { ConsolePage } from '../lib/console-page';
import { roleIn } from '../lib/roles';

/** Issue 32: every role that reads members reads quotas; owner and finance set them. */
export const seesAgentQuotas = (role: OperatorRole) => role !== 'content';
const setsAgentQuotas = roleIn('owner', 'finance');

const fetchQuotas = async () => (await opsCall(opsAgentQuotas)).list;

interface QuotaValues {
  username: string;
  category: GameCategory;
  rate: string;
  quota: number | null;
}

const startValues: QuotaValues = { username: '', category: 'RNG', rate: '', quota: null };

/** The form that sets one agent's quota at a rate in a category (audited by the server). */
function QuotaForm({ onSaved }: { onSaved: () => void }) {
  const notify = useNotify();
  const translate = useTranslate();

  const submit = (values: QuotaValues) =>
    refusalOfCall(async () => {
      await opsCall(opsSetAgentQuota, {
        body: {
          username: values.username.trim(),
          category: values.category,
          rate: values.rate.trim(),
          quota: Number(values.quota),
        },
      });
      notify('console.agents.saved', { type: 'success' });
      onSaved();
    });

  return (
    <AgentForm testId="agent-quota-form" defaultValues={startValues} onSubmit={submit}>
      <AgentFormHeading title={translate('console.agents.set_quota')} />
      <AgentFormRow>
        <RequiredText source="username" label="console.agents.agent_username" />
        <ValueSelect
          source="category"
          label="console.agents.game_type"
          kind="game_category"
          validate={required()}
          minWidth={140}
        />
        <RequiredText source="rate" label="console.agents.rate" />
        <NumberInput
          source="quota"
          size="small"
          fullWidth={false}
          label="console.agents.quota"
          min={0}
          validate={[required(), minValue(0)]}
        />
        <Button type="submit" variant="contained">
          {translate('console.agents.save')}
        </Button>
      </AgentFormRow>
    </AgentForm>
  );
}

/**
 * Agents' rebate quotas (issue 32): how many direct downlines each agent may open at a rate in a
 * game category, and how many it has. A rate without a quota is not bounded.
 */
export function AgentQuotasPage() {
  const { permissions } = usePermissions<OperatorRole>();
  const { list, error, reload } = useOpsList(fetchQuotas);
  const translate = useTranslate();
  return (
    <ConsolePage
      testId="agent-quotas-page"
      title="console.title.agent_quotas"
      error={error}
      text="console.agents.quotas_text"
    >
      {setsAgentQuotas(permissions) ? <RatesForm /> : null}
      {setsAgentQuotas(permissions) ? <QuotaForm onSaved={() => void reload()} /> : null}
      <SmallTable
        label={translate('console.agents.quotas_table')}
        head={[
          translate('console.agents.agent'),
          translate('console.agents.type'),
          translate('console.agents.game_type'),
          figures(translate('console.agents.rate')),
          figures(translate('console.agents.used')),
          figures(translate('console.agents.quota')),
        ]}
      >
        {(list ?? []).map((q) => (
          <TableRow key={`${q.username}:${q.category}:${q.rate}`} data-testid="agent-quota-row">
            <TableCell>{q.username}</TableCell>
            <TableCell>{q.customerType}</TableCell>
            <TableCell>{valueText(translate, 'game_category', q.category)}</TableCell>
            <TableCell align="right">{q.rate}</TableCell>
            <TableCell align="right">{q.used}</TableCell>
            <TableCell align="right">{q.quota}</TableCell>
          </TableRow>
        ))}
      </SmallTable>
    </ConsolePage>
  );
}
