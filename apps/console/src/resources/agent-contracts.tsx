import { useCallback, useEffect, useState } from 'react';
import { Title, useNotify, usePermissions, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  ContractKind,
  ContractState,
  opsAgentContract,
  opsAgentContracts,
  opsEndAgentContract,
  type ContractView,
  type OperationValue,
  type OperatorRole,
} from '@lotto/contract';
import { useDateTime } from '../lib/dates';
import { opsCall } from '../lib/ops-client';
import { messageOf } from '../lib/ops-list';
import { useOpsValue } from '../lib/use-ops-value';
import { actsOnContracts, Pager } from './agents-shared';
import { StatementsTable } from './agent-statements-table';
import { OfferPlatformContractForm } from './agent-contract-offer';
import { valueText } from '../lib/value-texts';

const PAGE_SIZE = 25;
type Detail = OperationValue<typeof opsAgentContract>;

function ContractRows({ list, onOpen }: { list: ContractView[]; onOpen?: (id: number) => void }) {
  const dateTime = useDateTime();
  const translate = useTranslate();
  return (
    <>
      {list.map((c) => (
        <TableRow key={c.id} data-testid="agent-contract-row">
          <TableCell>{c.id}</TableCell>
          <TableCell>{c.username}</TableCell>
          <TableCell>{c.upline ?? translate('console.agents.platform')}</TableCell>
          <TableCell>{valueText(translate, 'contract_kind', c.kind)}</TableCell>
          <TableCell>{valueText(translate, 'contract_state', c.state)}</TableCell>
          <TableCell>{dateTime(c.offeredAt)}</TableCell>
          <TableCell>{c.decidedAt === null ? '' : dateTime(c.decidedAt)}</TableCell>
          {onOpen ? (
            <TableCell>
              <Button
                size="small"
                onClick={() => onOpen(c.id)}
                aria-label={translate('console.agents.open_contract', { id: c.id })}
              >
                {translate('console.agents.open')}
              </Button>
            </TableCell>
          ) : null}
        </TableRow>
      ))}
    </>
  );
}

function ContractHead({ open }: { open: boolean }) {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        <TableCell>{translate('console.agents.id')}</TableCell>
        <TableCell>{translate('console.agents.agent')}</TableCell>
        <TableCell>{translate('console.agents.paid_by')}</TableCell>
        <TableCell>{translate('console.agents.kind')}</TableCell>
        <TableCell>{translate('console.agents.state')}</TableCell>
        <TableCell>{translate('console.agents.offered')}</TableCell>
        <TableCell>{translate('console.agents.decided')}</TableCell>
        {open ? <TableCell>{translate('console.agents.details')}</TableCell> : null}
      </TableRow>
    </TableHead>
  );
}

/** One contract: its terms, the agent's contracts of that kind, its statements; ending it. */
function ContractDetail({ id, onChanged }: { id: number; onChanged: () => void }) {
  const { permissions } = usePermissions<OperatorRole>();
  const notify = useNotify();
  const translate = useTranslate();
  const [detail, setDetail] = useState<Detail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setDetail(await opsCall(opsAgentContract, { query: { id } }));
    } catch (err) {
      setError(messageOf(err));
    }
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!detail) return null;
  const c = detail.contract;
  const endable = c.state === 'offered' || c.state === 'accepted';
  const end = async () => {
    if (!window.confirm(translate('console.agents.confirm_end', { id: c.id, member: c.username })))
      return;
    try {
      await opsCall(opsEndAgentContract, { body: { id: c.id } });
      notify('console.agents.contract_ended', { type: 'success' });
      await load();
      onChanged();
    } catch (err) {
      setError(messageOf(err));
    }
  };
  return (
    <Box sx={{ mt: 3 }} data-testid="agent-contract-detail">
      <Typography variant="h6" component="h2">
        {translate('console.agents.contract_title', {
          id: c.id,
          kind: valueText(translate, 'contract_kind', c.kind),
          member: c.username,
          state: c.state,
        })}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('console.agents.paid_by_text', {
          payer: c.upline ?? translate('console.agents.the_platform'),
        })}
        {c.period ? ` · ${translate('console.agents.period', { period: c.period })}` : ''}
        {c.period && c.carryOver ? `, ${translate('console.agents.carry_over')}` : ''}
      </Typography>
      {endable && actsOnContracts(permissions) ? (
        <Button variant="outlined" color="error" onClick={() => void end()} sx={{ mb: 2 }}>
          {translate('console.agents.end_contract')}
        </Button>
      ) : null}
      <Table size="small" aria-label={translate('console.agents.tiers')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('console.agents.tier')}</TableCell>
            <TableCell align="right">{translate('console.agents.threshold')}</TableCell>
            <TableCell align="right">{translate('console.agents.active_players')}</TableCell>
            <TableCell align="right">{translate('console.agents.rate')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {c.tiers.map((t, i) => (
            <TableRow key={i}>
              <TableCell>{i + 1}</TableCell>
              <TableCell align="right">{t.threshold}</TableCell>
              <TableCell align="right">{t.activePlayers}</TableCell>
              <TableCell align="right">{t.rate}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate('console.agents.history')}
      </Typography>
      <Table size="small" aria-label={translate('console.agents.history')}>
        <ContractHead open={false} />
        <TableBody>
          <ContractRows list={detail.history} />
        </TableBody>
      </Table>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate('console.agents.statements')}
      </Typography>
      {detail.statements.length === 0 ? (
        <Typography variant="body2">{translate('console.agents.no_statement')}</Typography>
      ) : (
        <StatementsTable list={detail.statements} />
      )}
    </Box>
  );
}

/** Issue 32: every agent's contracts, by agent, state and kind. */
export function AgentContractsPage() {
  const { permissions } = usePermissions<OperatorRole>();
  const translate = useTranslate();
  const [username, setUsername] = useState('');
  const [filters, setFilters] = useState({ username: '', state: '', kind: '' });
  const [state, setState] = useState('');
  const [kind, setKind] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const {
    value: page,
    error,
    load,
  } = useOpsValue(opsAgentContracts, { ...filters, pageNo, pageSize: PAGE_SIZE });

  return (
    <Box sx={{ p: 2 }} data-testid="agent-contracts-page">
      <Title title="console.title.agent_contracts" />
      {actsOnContracts(permissions) ? (
        <OfferPlatformContractForm onOffered={() => void load()} />
      ) : null}
      <Stack
        component="form"
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', mb: 2 }}
        onSubmit={(e) => {
          e.preventDefault();
          setPageNo(1);
          setFilters({ username: username.trim(), state, kind });
        }}
      >
        <TextField
          size="small"
          label={translate('console.agents.agent_username')}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <TextField
          size="small"
          select
          label={translate('console.agents.state')}
          value={state}
          onChange={(e) => setState(e.target.value)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">{translate('console.agents.any')}</MenuItem>
          {Object.values(ContractState).map((s) => (
            <MenuItem key={s} value={s}>
              {valueText(translate, 'contract_state', s)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          select
          label={translate('console.agents.kind')}
          value={kind}
          onChange={(e) => setKind(e.target.value)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{translate('console.agents.any')}</MenuItem>
          {Object.values(ContractKind).map((k) => (
            <MenuItem key={k} value={k}>
              {valueText(translate, 'contract_kind', k)}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="outlined">
          {translate('console.agents.filter')}
        </Button>
      </Stack>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {page ? (
        <>
          <Table size="small" aria-label={translate('console.agents.contracts_table')}>
            <ContractHead open />
            <TableBody>
              <ContractRows list={page.list} onOpen={setOpen} />
            </TableBody>
          </Table>
          {page.total === 0 ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {translate('console.agents.no_contracts')}
            </Typography>
          ) : null}
          <Pager pageNo={pageNo} pageSize={PAGE_SIZE} total={page.total} onPage={setPageNo} />
        </>
      ) : null}
      {open === null ? null : <ContractDetail key={open} id={open} onChanged={() => void load()} />}
    </Box>
  );
}
