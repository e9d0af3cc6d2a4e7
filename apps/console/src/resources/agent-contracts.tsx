import { useCallback, useEffect, useState } from 'react';
import { Title, useNotify, usePermissions } from 'react-admin';
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

const PAGE_SIZE = 25;
type Detail = OperationValue<typeof opsAgentContract>;

function ContractRows({ list, onOpen }: { list: ContractView[]; onOpen?: (id: number) => void }) {
  const dateTime = useDateTime();
  return (
    <>
      {list.map((c) => (
        <TableRow key={c.id} data-testid="agent-contract-row">
          <TableCell>{c.id}</TableCell>
          <TableCell>{c.username}</TableCell>
          <TableCell>{c.upline ?? 'platform'}</TableCell>
          <TableCell>{c.kind}</TableCell>
          <TableCell>{c.state}</TableCell>
          <TableCell>{dateTime(c.offeredAt)}</TableCell>
          <TableCell>{c.decidedAt === null ? '' : dateTime(c.decidedAt)}</TableCell>
          {onOpen ? (
            <TableCell>
              <Button
                size="small"
                onClick={() => onOpen(c.id)}
                aria-label={`Open contract ${c.id}`}
              >
                Open
              </Button>
            </TableCell>
          ) : null}
        </TableRow>
      ))}
    </>
  );
}

function ContractHead({ open }: { open: boolean }) {
  return (
    <TableHead>
      <TableRow>
        <TableCell>Id</TableCell>
        <TableCell>Agent</TableCell>
        <TableCell>Paid by</TableCell>
        <TableCell>Kind</TableCell>
        <TableCell>State</TableCell>
        <TableCell>Offered</TableCell>
        <TableCell>Decided</TableCell>
        {open ? <TableCell>Details</TableCell> : null}
      </TableRow>
    </TableHead>
  );
}

/** One contract: its terms, the agent's contracts of that kind, its statements; ending it. */
function ContractDetail({ id, onChanged }: { id: number; onChanged: () => void }) {
  const { permissions } = usePermissions<OperatorRole>();
  const notify = useNotify();
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
    if (!window.confirm(`End contract ${c.id} with ${c.username}? No later period is paid.`))
      return;
    try {
      await opsCall(opsEndAgentContract, { body: { id: c.id } });
      notify('Contract ended', { type: 'success' });
      await load();
      onChanged();
    } catch (err) {
      setError(messageOf(err));
    }
  };
  return (
    <Box sx={{ mt: 3 }} data-testid="agent-contract-detail">
      <Typography variant="h6" component="h2">
        Contract {c.id}: {c.kind} of {c.username} ({c.state})
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Paid by {c.upline ?? 'the platform'}
        {c.period ? ` · period ${c.period}${c.carryOver ? ', negative carry-over' : ''}` : ''}
      </Typography>
      {endable && actsOnContracts(permissions) ? (
        <Button variant="outlined" color="error" onClick={() => void end()} sx={{ mb: 2 }}>
          End contract
        </Button>
      ) : null}
      <Table size="small" aria-label="Tiers">
        <TableHead>
          <TableRow>
            <TableCell>Tier</TableCell>
            <TableCell align="right">Threshold</TableCell>
            <TableCell align="right">Active players</TableCell>
            <TableCell align="right">Rate (%)</TableCell>
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
        History of this kind
      </Typography>
      <Table size="small" aria-label="History of this kind">
        <ContractHead open={false} />
        <TableBody>
          <ContractRows list={detail.history} />
        </TableBody>
      </Table>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        Statements
      </Typography>
      {detail.statements.length === 0 ? (
        <Typography variant="body2">No statement yet.</Typography>
      ) : (
        <StatementsTable list={detail.statements} />
      )}
    </Box>
  );
}

/** Issue 32: every agent's contracts, by agent, state and kind. */
export function AgentContractsPage() {
  const { permissions } = usePermissions<OperatorRole>();
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
          label="Agent username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <TextField
          size="small"
          select
          label="State"
          value={state}
          onChange={(e) => setState(e.target.value)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">Any</MenuItem>
          {Object.values(ContractState).map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          select
          label="Kind"
          value={kind}
          onChange={(e) => setKind(e.target.value)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">Any</MenuItem>
          {Object.values(ContractKind).map((k) => (
            <MenuItem key={k} value={k}>
              {k}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="outlined">
          Filter
        </Button>
      </Stack>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {page ? (
        <>
          <Table size="small" aria-label="Agent contracts">
            <ContractHead open />
            <TableBody>
              <ContractRows list={page.list} onOpen={setOpen} />
            </TableBody>
          </Table>
          {page.total === 0 ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              No contracts match.
            </Typography>
          ) : null}
          <Pager pageNo={pageNo} pageSize={PAGE_SIZE} total={page.total} onPage={setPageNo} />
        </>
      ) : null}
      {open === null ? null : <ContractDetail key={open} id={open} onChanged={() => void load()} />}
    </Box>
  );
}
