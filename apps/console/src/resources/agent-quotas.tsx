import { useState, type FormEvent } from 'react';
import { Title, useNotify, usePermissions, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  gameCategories,
  opsAgentQuotas,
  opsSetAgentQuota,
  type GameCategory,
  type OperatorRole,
} from '@lotto/contract';
import { opsCall } from '../lib/ops-client';
import { messageOf, useOpsList } from '../lib/ops-list';
import { valueText } from '../lib/value-texts';
import { fieldsOf } from './agents-shared';
import { AgentTable, figures } from './agent-table';

/** Issue 32: every role that reads members reads quotas; owner and finance set them. */
export const seesAgentQuotas = (role: OperatorRole) => role !== 'content';
const setsAgentQuotas = (role: OperatorRole | undefined) => role === 'owner' || role === 'finance';

const fetchQuotas = async () => (await opsCall(opsAgentQuotas)).list;

type Fields = Partial<Record<'username' | 'category' | 'rate' | 'quota', string>>;

/** The form that sets one agent's quota at a rate in a category (audited by the server). */
function QuotaForm({ onSaved }: { onSaved: () => void }) {
  const notify = useNotify();
  const translate = useTranslate();
  const [username, setUsername] = useState('');
  const [category, setCategory] = useState<GameCategory>('RNG');
  const [rate, setRate] = useState('');
  const [quota, setQuota] = useState('');
  const [errors, setErrors] = useState<Fields>({});
  const [failed, setFailed] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setFailed(null);
    try {
      await opsCall(opsSetAgentQuota, {
        body: { username: username.trim(), category, rate: rate.trim(), quota: Number(quota) },
      });
      notify('console.agents.saved', { type: 'success' });
      onSaved();
    } catch (err) {
      const fields = fieldsOf(err);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailed(messageOf(err));
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(e) => void submit(e)}
      data-testid="agent-quota-form"
      sx={{ mb: 3 }}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('console.agents.set_quota')}
      </Typography>
      {failed ? <Alert severity="error">{failed}</Alert> : null}
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <TextField
          size="small"
          label={translate('console.agents.agent_username')}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={Boolean(errors.username)}
          helperText={errors.username}
          required
        />
        <TextField
          size="small"
          select
          label={translate('console.agents.game_type')}
          value={category}
          onChange={(e) => setCategory(e.target.value as GameCategory)}
          error={Boolean(errors.category)}
          helperText={errors.category}
          sx={{ minWidth: 140 }}
        >
          {gameCategories.map((c) => (
            <MenuItem key={c} value={c}>
              {valueText(translate, 'game_category', c)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={translate('console.agents.rate')}
          value={rate}
          onChange={(e) => setRate(e.target.value)}
          error={Boolean(errors.rate)}
          helperText={errors.rate}
          required
        />
        <TextField
          size="small"
          type="number"
          label={translate('console.agents.quota')}
          value={quota}
          onChange={(e) => setQuota(e.target.value)}
          error={Boolean(errors.quota)}
          helperText={errors.quota}
          slotProps={{ htmlInput: { min: 0 } }}
          required
        />
        <Button type="submit" variant="contained">
          {translate('console.agents.save')}
        </Button>
      </Stack>
    </Box>
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
    <Box sx={{ p: 2 }} data-testid="agent-quotas-page">
      <Title title="console.title.agent_quotas" />
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('console.agents.quotas_text')}
      </Typography>
      {setsAgentQuotas(permissions) ? <QuotaForm onSaved={() => void reload()} /> : null}
      <AgentTable
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
      </AgentTable>
    </Box>
  );
}
