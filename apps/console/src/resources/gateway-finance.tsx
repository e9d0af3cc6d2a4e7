import { useCallback, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Stack,
  TableCell,
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
  type OperationValue,
  type OpsDepositRow,
} from '@lotto/contract';
import { opsCall } from '../lib/ops-client';
import { messageOf, useOpsList } from '../lib/ops-list';
import { Decide } from './decide-button';
import { valueText } from '../lib/value-texts';
import { SmallTable } from '../lib/small-table';
import { roleIn } from '../lib/roles';

/** Gateway payments held for finance, reconciliation and disputes (owner, finance). */
export const seesGatewayFinance = roleIn('owner', 'finance');

const when = (ms: number | null) => (ms ? new Date(ms).toLocaleString() : '—');
const yesterday = () => {
  const d = new Date(Date.now() - 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** On the deposits list: a credited gateway deposit the gateway disputes is held here. */
export function DisputeButton({ row }: { row: OpsDepositRow }) {
  const translate = useTranslate();
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
          translate('console.gateway.confirm_hold', {
            reference: row.reference,
            amount: row.amount,
            username: row.username,
          }),
        );
        if (note === null) return;
        setBusy(true);
        opsCall(opsDepositDispute, { body: { id: row.id, action: 'hold', note } })
          .then((d) =>
            notify('console.gateway.held', {
              type: 'success',
              messageArgs: { amount: d.heldAmount, spent: d.uncovered },
            }),
          )
          .catch((err: unknown) => notify(messageOf(err), { type: 'error' }))
          .finally(() => setBusy(false));
      }}
    >
      {translate('console.gateway.dispute')}
    </Button>
  );
}

function HeldPayments() {
  const translate = useTranslate();
  const fetchList = useCallback(() => opsCall(opsHeldNotices, { query: { state: 'all' } }), []);
  const { list, error, reload } = useOpsList(fetchList);
  const resolve = (id: number, action: 'credit' | 'refunded') => () =>
    opsCall(opsResolveHeldNotice, { body: { id, action } });
  return (
    <section aria-labelledby="held-title">
      <Typography id="held-title" variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate('console.gateway.held_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('console.gateway.held_text')}
      </Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {list?.length === 0 ? (
        <Typography sx={{ my: 1 }}>{translate('console.gateway.nothing_held')}</Typography>
      ) : null}
      {list && list.length > 0 ? (
        <SmallTable
          head={[
            translate('console.gateway.received'),
            translate('console.gateway.payment'),
            translate('console.gateway.reference'),
            translate('console.gateway.member'),
            translate('console.gateway.amount'),
            translate('console.gateway.why_held'),
            translate('console.gateway.resolution'),
          ]}
          testId="held-payments"
        >
          {list.map((h) => (
            <TableRow key={h.id}>
              <TableCell>{when(h.receivedAt)}</TableCell>
              <TableCell>
                {h.gateway}:{h.txId}
              </TableCell>
              <TableCell>
                {h.reference}
                {h.depositId
                  ? ` ${translate('console.gateway.deposit_n', { id: h.depositId })}`
                  : ''}
              </TableCell>
              <TableCell>{h.username ?? '—'}</TableCell>
              <TableCell>
                {h.amount} {h.currency}
              </TableCell>
              <TableCell>
                {h.reason === 'unknown_payment'
                  ? translate('console.gateway.unknown_payment')
                  : translate('console.gateway.deposit_decided')}
              </TableCell>
              <TableCell>
                {h.resolution ? (
                  translate('console.gateway.resolved', {
                    resolution: translate(`console.gateway.resolution_${h.resolution}`, {
                      _: h.resolution,
                    }),
                    by: h.resolvedBy ?? '—',
                    when: when(h.resolvedAt),
                  })
                ) : (
                  <Stack direction="row" spacing={1}>
                    {h.depositId ? (
                      <Decide
                        label={translate('console.gateway.credit')}
                        confirmText={translate('console.gateway.confirm_credit', {
                          amount: h.amount,
                          username: h.username ?? translate('console.gateway.the_member'),
                        })}
                        run={resolve(h.id, 'credit')}
                        done={() => void reload()}
                      />
                    ) : null}
                    <Decide
                      label={translate('console.gateway.refunded')}
                      colour="error"
                      confirmText={translate('console.gateway.confirm_refunded', { tx: h.txId })}
                      run={resolve(h.id, 'refunded')}
                      done={() => void reload()}
                    />
                  </Stack>
                )}
              </TableCell>
            </TableRow>
          ))}
        </SmallTable>
      ) : null}
    </section>
  );
}

type Reconciliation = OperationValue<typeof opsGatewayReconciliation>;

function ReconciliationReport() {
  const translate = useTranslate();
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
        {translate('console.gateway.reconciliation')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ my: 1, alignItems: 'center' }}>
        <TextField
          label={translate('console.gateway.day')}
          type="date"
          size="small"
          value={day}
          onChange={(e) => setDay(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="contained" onClick={run}>
          {translate('console.gateway.reconcile')}
        </Button>
      </Stack>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {report ? (
        <Box data-testid="reconciliation">
          <Typography>
            {translate('console.gateway.reconciled', {
              day: report.day,
              paid: report.paid,
              uncredited: report.uncredited.length,
            })}
          </Typography>
          {report.uncredited.length > 0 ? (
            <SmallTable
              head={[
                translate('console.gateway.paid'),
                translate('console.gateway.payment'),
                translate('console.gateway.reference'),
                translate('console.gateway.amount'),
                translate('console.gateway.deposit'),
                translate('console.gateway.held_col'),
              ]}
            >
              {report.uncredited.map((u) => (
                <TableRow key={`${u.gateway}:${u.txId}`}>
                  <TableCell>{when(u.paidAt)}</TableCell>
                  <TableCell>
                    {u.gateway}:{u.txId}
                  </TableCell>
                  <TableCell>{u.reference}</TableCell>
                  <TableCell>{u.amount}</TableCell>
                  <TableCell>
                    {u.depositId
                      ? `${u.depositId} (${u.depositState ?? '—'})`
                      : translate('console.gateway.none')}
                  </TableCell>
                  <TableCell>
                    {translate(u.held ? 'console.gateway.yes' : 'console.gateway.no')}
                  </TableCell>
                </TableRow>
              ))}
            </SmallTable>
          ) : null}
        </Box>
      ) : null}
    </section>
  );
}

function Disputes() {
  const translate = useTranslate();
  const fetchList = useCallback(() => opsCall(opsDepositDisputes), []);
  const { list, error, reload } = useOpsList(fetchList);
  const decide = (id: number, action: 'release' | 'reverse') => () =>
    opsCall(opsDepositDispute, { body: { id, action, note: '' } });
  return (
    <section aria-labelledby="disputes-title">
      <Typography id="disputes-title" variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate('console.gateway.disputes_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('console.gateway.disputes_text')}
      </Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {list?.length === 0 ? (
        <Typography sx={{ my: 1 }}>{translate('console.gateway.no_dispute')}</Typography>
      ) : null}
      {list && list.length > 0 ? (
        <SmallTable
          head={[
            translate('console.gateway.deposit'),
            translate('console.gateway.state'),
            translate('console.gateway.held_col'),
            translate('console.gateway.already_spent'),
            translate('console.gateway.note'),
            translate('console.gateway.opened'),
            translate('console.gateway.decide'),
          ]}
          testId="disputes"
        >
          {list.map((d) => (
            <TableRow key={d.depositId}>
              <TableCell>{d.depositId}</TableCell>
              <TableCell>{valueText(translate, 'dispute_state', d.state)}</TableCell>
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
                      label={translate('console.gateway.release')}
                      confirmText={translate('console.gateway.confirm_release', {
                        amount: d.heldAmount,
                      })}
                      run={decide(d.depositId, 'release')}
                      done={() => void reload()}
                    />
                    <Decide
                      label={translate('console.gateway.reverse')}
                      colour="error"
                      confirmText={translate('console.gateway.confirm_reverse', {
                        amount: d.heldAmount,
                      })}
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
        </SmallTable>
      ) : null}
    </section>
  );
}

export function GatewayFinancePage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }} data-testid="gateway-finance-page">
      <Title title="console.title.gateway_payments" />
      <Typography variant="h5" component="h1">
        {translate('console.title.gateway_payments')}
      </Typography>
      <HeldPayments />
      <ReconciliationReport />
      <Disputes />
    </Box>
  );
}
