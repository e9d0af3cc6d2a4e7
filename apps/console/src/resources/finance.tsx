import { useState, type ReactNode } from 'react';
import {
  Datagrid,
  FunctionField,
  List,
  SelectInput,
  TextField,
  useNotify,
  useTranslate,
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
import { choicesOf } from '../lib/choices';
import { LocalDateField } from '../lib/dates';
import { Decisions } from './decide-button';
import { DisputeButton } from './gateway-finance';
import { ValueChipField } from '../lib/value-chip';

const stateFilter = [
  <SelectInput
    key="state"
    source="state"
    alwaysOn
    label="console.finance.state"
    emptyText="console.finance.open"
    emptyValue="open"
    choices={choicesOf(['open', 'all'], (s) => `console.finance.${s}`)}
  />,
];

type Slip = { id: number; contentType: string; dataUrl: string };

/** A bank transfer's slips, opened in a dialog for finance to compare with the bank. */
function SlipsButton({ row }: { row: OpsDepositRow }) {
  const notify = useNotify();
  const translate = useTranslate();
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
              notify(err instanceof Error ? err.message : 'console.decide.failed', {
                type: 'error',
              }),
            );
        }}
      >
        {translate('console.finance.slips')}
      </Button>
      <Dialog open={slips !== null} onClose={() => setSlips(null)} maxWidth="md">
        <DialogTitle>
          {translate('console.finance.slips_of', {
            reference: row.reference,
            username: row.username,
            amount: row.amount,
          })}
        </DialogTitle>
        <DialogContent>
          {slips?.length === 0 ? translate('console.finance.no_slip') : null}
          <Stack spacing={2}>
            {slips?.map((s, i) => (
              <img
                key={s.id}
                src={s.dataUrl}
                alt={translate('console.finance.slip_alt', { n: i + 1, reference: row.reference })}
                style={{ maxWidth: '100%' }}
              />
            ))}
          </Stack>
        </DialogContent>
      </Dialog>
    </>
  );
}

/**
 * Money requests to decide, the open ones first: id and member, the request's own `children`
 * columns, who decided it, and what `decide` draws to decide it.
 */
function DecisionList<R extends OpsDepositRow | OpsWithdrawalRow>({
  children,
  decide,
}: {
  children: ReactNode;
  decide: (row: R) => ReactNode;
}) {
  return (
    <List
      exporter={false}
      pagination={false}
      filters={stateFilter}
      filterDefaultValues={{ state: 'open' }}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" />
        <TextField source="username" />
        {children}
        <TextField source="decidedBy" emptyText="-" />
        <FunctionField<R> label="console.finance.decide" render={decide} />
      </Datagrid>
    </List>
  );
}

/** Deposits: finance credits (once) or rejects the pending ones; each decision is audited. */
export const DepositList = () => {
  const translate = useTranslate();
  return (
    <DecisionList<OpsDepositRow>
      decide={(r) =>
        // A gateway's payment is decided by its signed callback, not by hand.
        r.state === 'pending' && r.method === 'gateway' ? (
          translate('console.finance.by_gateway')
        ) : r.state === 'credited' && r.method === 'gateway' ? (
          <DisputeButton row={r} />
        ) : r.state === 'pending' ? (
          <Decisions
            before={r.method === 'bankTransfer' ? <SlipsButton row={r} /> : null}
            decisions={[
              {
                action: 'credit',
                label: 'console.finance.credit',
                confirm: 'console.finance.confirm_credit',
                values: { amount: r.amount, username: r.username },
              },
              {
                action: 'reject',
                label: 'console.finance.reject',
                colour: 'error',
                confirm: 'console.finance.confirm_reject_deposit',
                values: { reference: r.reference },
              },
            ]}
            run={(action) => opsCall(opsDepositDecide, { body: { id: r.id, action } })}
          />
        ) : null
      }
    >
      <ValueChipField source="method" kind="deposit_method" />
      <TextField source="requestedAmount" />
      <TextField source="amount" />
      <TextField source="reference" />
      <ValueChipField source="state" kind="deposit_state" />
      <LocalDateField source="createdAt" showTime />
      <LocalDateField source="expiresAt" showTime />
    </DecisionList>
  );
};

/** Withdrawals: approve then mark paid, or reject (the held amount returns to the member). */
export const WithdrawalList = () => (
  <DecisionList<OpsWithdrawalRow>
    decide={(r) => (
      <Decisions
        decisions={[
          r.state === 'pending' && {
            action: 'approve',
            label: 'console.finance.approve',
            confirm: 'console.finance.confirm_approve',
            values: { amount: r.amount, holder: r.holderName },
          },
          r.state === 'approved' && {
            action: 'paid',
            label: 'console.finance.mark_paid',
            confirm: 'console.finance.confirm_paid',
            values: { amount: r.amount, bank: r.bankCode, account: r.accountNumber },
          },
          (r.state === 'pending' || r.state === 'approved') && {
            action: 'reject',
            label: 'console.finance.reject',
            colour: 'error',
            confirm: 'console.finance.confirm_reject_withdrawal',
            values: { amount: r.amount, username: r.username },
          },
        ]}
        run={(action) => opsCall(opsWithdrawalDecide, { body: { id: r.id, action } })}
      />
    )}
  >
    <TextField source="amount" />
    <TextField source="bankCode" />
    <TextField source="accountNumber" />
    <TextField source="holderName" />
    <ValueChipField source="state" kind="withdrawal_state" />
    <LocalDateField source="createdAt" showTime />
  </DecisionList>
);
