import { useCallback, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import {
  Alert,
  Box,
  Button,
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
  opsDepositDispute,
  opsDepositDisputes,
  opsGatewayReconciliation,
  opsHeldNotices,
  opsResolveHeldNotice,
  type OperatorRole,
  type OperationValue,
  type OpsDepositRow,
} from '@lotto/contract';
import { opsCall } from '../lib/ops-client';
import { messageOf, useOpsList } from '../lib/ops-list';
import { Decide } from './decide-button';

/** Gateway payments held for finance, reconciliation and disputes (owner, finance). */
export const seesGatewayFinance = (role: OperatorRole) => role === 'owner' || role === 'finance';

const when = (ms: number | null) => (ms ? new Date(ms).toLocaleString() : '—');
const yesterday = () => {
  const d = new Date(Date.now() - 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** On the deposits list: a credited gateway deposit the gateway disputes is held here. */
export function DisputeButton({ row }: { row: OpsDepositRow }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      variant="outlined"
      color="error"
      disabled={busy}
      onClick={(e) => {
        e.stopPropagation();
        const note = window.prompt(
          `Hold deposit ${row.reference} (${row.amount}, ${row.username}) as disputed? The gateway's case number:`,
        );
        if (note === null) return;
        setBusy(true);
        opsCall(opsDepositDispute, { body: { id: row.id, action: 'hold', note } })
          .then((d) =>
            notify(`Held ${d.heldAmount}; already spent: ${d.uncovered}`, { type: 'success' }),
          )
          .catch((err: unknown) => notify(messageOf(err), { type: 'error' }))
          .finally(() => setBusy(false));
      }}
    >
      Dispute
    </Button>
  );
}

function HeldPayments() {
  const fetchList = useCallback(() => opsCall(opsHeldNotices, { query: { state: 'all' } }), []);
  const { list, error, reload } = useOpsList(fetchList);
  const resolve = (id: number, action: 'credit' | 'refunded') => () =>
    opsCall(opsResolveHeldNotice, { body: { id, action } });
  return (
    <section aria-labelledby="held-title">
      <Typography id="held-title" variant="h6" component="h2" sx={{ mt: 2 }}>
        Payments held for finance
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Paid at the gateway but not applied here: a payment no deposit opened, or one paid after its
        deposit was decided. Credit it to the member of the deposit it names, or record that the
        gateway refunded the payer.
      </Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {list?.length === 0 ? <Typography sx={{ my: 1 }}>Nothing held.</Typography> : null}
      {list && list.length > 0 ? (
        <Table size="small" data-testid="held-payments">
          <TableHead>
            <TableRow>
              <TableCell>Received</TableCell>
              <TableCell>Payment</TableCell>
              <TableCell>Reference</TableCell>
              <TableCell>Member</TableCell>
              <TableCell>Amount</TableCell>
              <TableCell>Why held</TableCell>
              <TableCell>Resolution</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((h) => (
              <TableRow key={h.id}>
                <TableCell>{when(h.receivedAt)}</TableCell>
                <TableCell>
                  {h.gateway}:{h.txId}
                </TableCell>
                <TableCell>
                  {h.reference}
                  {h.depositId ? ` (deposit ${h.depositId})` : ''}
                </TableCell>
                <TableCell>{h.username ?? '—'}</TableCell>
                <TableCell>
                  {h.amount} {h.currency}
                </TableCell>
                <TableCell>
                  {h.reason === 'unknown_payment' ? 'Not opened by a deposit' : 'Deposit decided'}
                </TableCell>
                <TableCell>
                  {h.resolution ? (
                    `${h.resolution} by ${h.resolvedBy ?? '—'}, ${when(h.resolvedAt)}`
                  ) : (
                    <Stack direction="row" spacing={1}>
                      {h.depositId ? (
                        <Decide
                          label="Credit"
                          confirmText={`Credit ${h.amount} to ${h.username ?? 'the member'}?`}
                          run={resolve(h.id, 'credit')}
                          done={() => void reload()}
                        />
                      ) : null}
                      <Decide
                        label="Refunded"
                        colour="error"
                        confirmText={`Record that the gateway refunded ${h.txId}?`}
                        run={resolve(h.id, 'refunded')}
                        done={() => void reload()}
                      />
                    </Stack>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </section>
  );
}

type Reconciliation = OperationValue<typeof opsGatewayReconciliation>;

function ReconciliationReport() {
  const [day, setDay] = useState(yesterday);
  const [report, setReport] = useState<Reconciliation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = () => {
    setError(null);
    opsCall(opsGatewayReconciliation, { query: { day } })
      .then(setReport)
      .catch((err: unknown) => setError(messageOf(err)));
  };
  return (
    <section aria-labelledby="reconciliation-title">
      <Typography id="reconciliation-title" variant="h6" component="h2" sx={{ mt: 3 }}>
        Daily reconciliation
      </Typography>
      <Stack direction="row" spacing={1} sx={{ my: 1, alignItems: 'center' }}>
        <TextField
          label="Day"
          type="date"
          size="small"
          value={day}
          onChange={(e) => setDay(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="contained" onClick={run}>
          Reconcile
        </Button>
      </Stack>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {report ? (
        <Box data-testid="reconciliation">
          <Typography>
            {report.day}: {report.paid} paid at the gateway, {report.uncredited.length} not credited
            here.
          </Typography>
          {report.uncredited.length > 0 ? (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Paid</TableCell>
                  <TableCell>Payment</TableCell>
                  <TableCell>Reference</TableCell>
                  <TableCell>Amount</TableCell>
                  <TableCell>Deposit</TableCell>
                  <TableCell>Held</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {report.uncredited.map((u) => (
                  <TableRow key={`${u.gateway}:${u.txId}`}>
                    <TableCell>{when(u.paidAt)}</TableCell>
                    <TableCell>
                      {u.gateway}:{u.txId}
                    </TableCell>
                    <TableCell>{u.reference}</TableCell>
                    <TableCell>{u.amount}</TableCell>
                    <TableCell>
                      {u.depositId ? `${u.depositId} (${u.depositState ?? '—'})` : 'none'}
                    </TableCell>
                    <TableCell>{u.held ? 'yes' : 'no'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
        </Box>
      ) : null}
    </section>
  );
}

function Disputes() {
  const fetchList = useCallback(() => opsCall(opsDepositDisputes), []);
  const { list, error, reload } = useOpsList(fetchList);
  const decide = (id: number, action: 'release' | 'reverse') => () =>
    opsCall(opsDepositDispute, { body: { id, action, note: '' } });
  return (
    <section aria-labelledby="disputes-title">
      <Typography id="disputes-title" variant="h6" component="h2" sx={{ mt: 3 }}>
        Disputed deposits
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Hold a credited gateway deposit from the Deposits list (Dispute). Release returns the held
        money to the member; reverse moves it to chargebacks.
      </Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {list?.length === 0 ? <Typography sx={{ my: 1 }}>No dispute.</Typography> : null}
      {list && list.length > 0 ? (
        <Table size="small" data-testid="disputes">
          <TableHead>
            <TableRow>
              <TableCell>Deposit</TableCell>
              <TableCell>State</TableCell>
              <TableCell>Held</TableCell>
              <TableCell>Already spent</TableCell>
              <TableCell>Note</TableCell>
              <TableCell>Opened</TableCell>
              <TableCell>Decide</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((d) => (
              <TableRow key={d.depositId}>
                <TableCell>{d.depositId}</TableCell>
                <TableCell>{d.state}</TableCell>
                <TableCell>{d.heldAmount}</TableCell>
                <TableCell>{d.uncovered}</TableCell>
                <TableCell>{d.note || '—'}</TableCell>
                <TableCell>
                  {d.openedBy}, {when(d.openedAt)}
                </TableCell>
                <TableCell>
                  {d.state === 'held' ? (
                    <Stack direction="row" spacing={1}>
                      <Decide
                        label="Release"
                        confirmText={`Return ${d.heldAmount} to the member?`}
                        run={decide(d.depositId, 'release')}
                        done={() => void reload()}
                      />
                      <Decide
                        label="Reverse"
                        colour="error"
                        confirmText={`Move ${d.heldAmount} to chargebacks?`}
                        run={decide(d.depositId, 'reverse')}
                        done={() => void reload()}
                      />
                    </Stack>
                  ) : (
                    `${d.decidedBy ?? '—'}, ${when(d.decidedAt)}`
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </section>
  );
}

export function GatewayFinancePage() {
  return (
    <Box sx={{ p: 2 }} data-testid="gateway-finance-page">
      <Title title="console.title.gateway_payments" />
      <Typography variant="h5" component="h1">
        Gateway payments
      </Typography>
      <HeldPayments />
      <ReconciliationReport />
      <Disputes />
    </Box>
  );
}
