import { useState } from 'react';
import {
  ChipField,
  Datagrid,
  DateField,
  FunctionField,
  List,
  SelectInput,
  TextField,
  useNotify,
} from 'react-admin';
import { Button, Dialog, DialogContent, DialogTitle, Stack } from '@mui/material';
import {
  opsDepositDecide,
  opsDepositSlips,
  opsWithdrawalDecide,
  type OpsDepositRow,
  type OpsWithdrawalRow,
} from '@lotto/contract';
import { opsCall } from '../lib/ops-client';
import { Decide } from './decide-button';
import { DisputeButton } from './gateway-finance';

const stateFilter = [
  <SelectInput
    key="state"
    source="state"
    alwaysOn
    emptyText="Open"
    emptyValue="open"
    choices={[
      { id: 'open', name: 'Open' },
      { id: 'all', name: 'All' },
    ]}
  />,
];

type Slip = { id: number; contentType: string; dataUrl: string };

/** A bank transfer's slips, opened in a dialog for finance to compare with the bank. */
function SlipsButton({ row }: { row: OpsDepositRow }) {
  const notify = useNotify();
  const [slips, setSlips] = useState<Slip[] | null>(null);
  return (
    <>
      <Button
        size="small"
        onClick={(e) => {
          e.stopPropagation();
          opsCall(opsDepositSlips, { query: { id: row.id } })
            .then(setSlips)
            .catch((err: unknown) =>
              notify(err instanceof Error ? err.message : 'Failed', { type: 'error' }),
            );
        }}
      >
        Slips
      </Button>
      <Dialog open={slips !== null} onClose={() => setSlips(null)} maxWidth="md">
        <DialogTitle>
          Slips of {row.reference} ({row.username}, {row.amount})
        </DialogTitle>
        <DialogContent>
          {slips?.length === 0 ? 'No slip uploaded.' : null}
          <Stack spacing={2}>
            {slips?.map((s, i) => (
              <img
                key={s.id}
                src={s.dataUrl}
                alt={`Slip ${i + 1} of deposit ${row.reference}`}
                style={{ maxWidth: '100%' }}
              />
            ))}
          </Stack>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** Deposits: finance credits (once) or rejects the pending ones; each decision is audited. */
export const DepositList = () => (
  <List
    exporter={false}
    pagination={false}
    title="Deposits"
    filters={stateFilter}
    filterDefaultValues={{ state: 'open' }}
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="id" />
      <TextField source="username" />
      <ChipField source="method" />
      <TextField source="requestedAmount" label="Asked" />
      <TextField source="amount" label="To receive" />
      <TextField source="reference" />
      <ChipField source="state" />
      <DateField source="createdAt" label="Created" showTime />
      <DateField source="expiresAt" label="Expires" showTime />
      <TextField source="decidedBy" label="Decided by" emptyText="-" />
      <FunctionField<OpsDepositRow>
        label="Decide"
        render={(r) =>
          // A gateway's payment is decided by its signed callback, not by hand.
          r.state === 'pending' && r.method === 'gateway' ? (
            'By the gateway'
          ) : r.state === 'credited' && r.method === 'gateway' ? (
            <DisputeButton row={r} />
          ) : r.state === 'pending' ? (
            <Stack direction="row" spacing={1}>
              {r.method === 'bankTransfer' ? <SlipsButton row={r} /> : null}
              <Decide
                label="Credit"
                confirmText={`Credit ${r.amount} to ${r.username}?`}
                run={() => opsCall(opsDepositDecide, { body: { id: r.id, action: 'credit' } })}
              />
              <Decide
                label="Reject"
                colour="error"
                confirmText={`Reject deposit ${r.reference}?`}
                run={() => opsCall(opsDepositDecide, { body: { id: r.id, action: 'reject' } })}
              />
            </Stack>
          ) : null
        }
      />
    </Datagrid>
  </List>
);

/** Withdrawals: approve then mark paid, or reject (the held amount returns to the member). */
export const WithdrawalList = () => (
  <List
    exporter={false}
    pagination={false}
    title="Withdrawals"
    filters={stateFilter}
    filterDefaultValues={{ state: 'open' }}
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="id" />
      <TextField source="username" />
      <TextField source="amount" />
      <TextField source="bankCode" label="Bank" />
      <TextField source="accountNumber" label="Account" />
      <TextField source="holderName" label="Holder" />
      <ChipField source="state" />
      <DateField source="createdAt" label="Created" showTime />
      <TextField source="decidedBy" label="Decided by" emptyText="-" />
      <FunctionField<OpsWithdrawalRow>
        label="Decide"
        render={(r) => {
          const decide = (action: 'approve' | 'paid' | 'reject') => () =>
            opsCall(opsWithdrawalDecide, { body: { id: r.id, action } });
          return (
            <Stack direction="row" spacing={1}>
              {r.state === 'pending' ? (
                <Decide
                  label="Approve"
                  confirmText={`Approve ${r.amount} to ${r.holderName}?`}
                  run={decide('approve')}
                />
              ) : null}
              {r.state === 'approved' ? (
                <Decide
                  label="Mark paid"
                  confirmText={`Mark ${r.amount} as paid to ${r.bankCode} ${r.accountNumber}?`}
                  run={decide('paid')}
                />
              ) : null}
              {r.state === 'pending' || r.state === 'approved' ? (
                <Decide
                  label="Reject"
                  colour="error"
                  confirmText={`Reject and return ${r.amount} to ${r.username}?`}
                  run={decide('reject')}
                />
              ) : null}
            </Stack>
          );
        }}
      />
    </Datagrid>
  </List>
);
