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
  ContractStatementState,
  opsAgentStatementDetail,
  opsAgentStatements,
  opsPayAgentStatement,
  type OperationValue,
  type OperatorRole,
} from '@lotto/contract';
import { useDateTime } from '../lib/dates';
import { opsCall } from '../lib/ops-client';
import { messageOf } from '../lib/ops-list';
import { useOpsValue } from '../lib/use-ops-value';
import { actsOnContracts, fieldsOf, Pager } from './agents-shared';
import { StatementsTable } from './agent-statements-table';

const PAGE_SIZE = 25;
type Detail = OperationValue<typeof opsAgentStatementDetail>;

/** One statement's figures and the ledger transaction that paid it; paying an unpaid one now. */
function StatementDetail({ id, onChanged }: { id: number; onChanged: () => void }) {
  const { permissions } = usePermissions<OperatorRole>();
  const notify = useNotify();
  const dateTime = useDateTime();
  const [detail, setDetail] = useState<Detail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setDetail(await opsCall(opsAgentStatementDetail, { query: { id } }));
    } catch (err) {
      setError(messageOf(err));
    }
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);
  if (!detail) return error ? <Alert severity="error">{error}</Alert> : null;
  const s = detail.statement;
  const pay = async () => {
    if (!window.confirm(`Pay statement ${s.id} (${s.amount}) to ${s.username} now?`)) return;
    setError(null);
    try {
      await opsCall(opsPayAgentStatement, { body: { id: s.id } });
      notify('Statement paid', { type: 'success' });
      await load();
      onChanged();
    } catch (err) {
      setError(fieldsOf(err).id ?? messageOf(err));
    }
  };
  return (
    <Box sx={{ mt: 3 }} data-testid="agent-statement-detail">
      <Typography variant="h6" component="h2">
        Statement {s.id}: {s.kind} of {s.username}, {s.periodKey} ({s.state})
      </Typography>
      <Typography variant="body2">
        Period {dateTime(s.periodStart)} – {dateTime(s.periodEnd)} · turnover {s.turnover} · net
        loss {s.netLoss} · carried in {s.carryIn}, out {s.carryOut} · {s.activePlayers} active
        players · tier {s.tier ?? 'none'} at {s.rate} % · amount {s.amount} · written{' '}
        {dateTime(s.createdAt)}
        {s.paidAt === null ? '' : ` · paid ${dateTime(s.paidAt)}`}
      </Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {s.state === 'unpaid' && actsOnContracts(permissions) ? (
        <Button variant="contained" onClick={() => void pay()} sx={{ my: 1 }}>
          Pay now
        </Button>
      ) : null}
      {detail.ledger ? (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            Ledger transaction {detail.ledger.id} ({detail.ledger.kind}, {detail.ledger.reference})
          </Typography>
          <Typography variant="body2">
            Key {detail.ledger.idempotencyKey} · {dateTime(detail.ledger.createdAt)}
          </Typography>
          <Table size="small" aria-label="Ledger entries">
            <TableHead>
              <TableRow>
                <TableCell>Account</TableCell>
                <TableCell align="right">Amount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {detail.ledger.entries.map((e) => (
                <TableRow key={e.account}>
                  <TableCell>{e.account}</TableCell>
                  <TableCell align="right">{e.amount}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      ) : (
        <Typography variant="body2" sx={{ mt: 1 }}>
          No ledger transaction: nothing has been paid for this statement.
        </Typography>
      )}
    </Box>
  );
}

/** Issue 32: contract statements by agent, state and period end, with pay-now for unpaid ones. */
export function AgentStatementsPage() {
  const [form, setForm] = useState({ username: '', state: '', from: '', to: '' });
  const [filters, setFilters] = useState(form);
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const {
    value: page,
    error,
    load,
  } = useOpsValue(opsAgentStatements, { ...filters, pageNo, pageSize: PAGE_SIZE });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });

  return (
    <Box sx={{ p: 2 }} data-testid="agent-statements-page">
      <Title title="console.title.agent_statements" />
      <Typography variant="body2" sx={{ mb: 2 }}>
        One statement per contract and period, written by the payout run. An unpaid one is retried
        by every run until the payer&apos;s cash covers it; Pay now tries it at once, with the same
        ledger key, so it is never paid twice.
      </Typography>
      <Stack
        component="form"
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', mb: 2 }}
        onSubmit={(e) => {
          e.preventDefault();
          setPageNo(1);
          setFilters({ ...form, username: form.username.trim() });
        }}
      >
        <TextField
          size="small"
          label="Agent username"
          value={form.username}
          onChange={set('username')}
        />
        <TextField
          size="small"
          select
          label="State"
          value={form.state}
          onChange={set('state')}
          sx={{ minWidth: 120 }}
        >
          <MenuItem value="">Any</MenuItem>
          {Object.values(ContractStatementState).map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label="Period ended from"
          value={form.from}
          onChange={set('from')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label="Period ended to"
          value={form.to}
          onChange={set('to')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="outlined">
          Filter
        </Button>
      </Stack>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {page ? (
        <>
          <StatementsTable list={page.list} onOpen={setOpen} />
          {page.total === 0 ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              No statements match.
            </Typography>
          ) : null}
          <Pager pageNo={pageNo} pageSize={PAGE_SIZE} total={page.total} onPage={setPageNo} />
        </>
      ) : null}
      {open === null ? null : (
        <StatementDetail key={open} id={open} onChanged={() => void load()} />
      )}
    </Box>
  );
}
