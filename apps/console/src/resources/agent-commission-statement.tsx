import { useState } from 'react';
import { DateInput, FormDataConsumer, SelectInput, TextInput, useTranslate } from 'react-admin';
import { Box, TableCell, TableRow, Typography } from '@mui/material';
import { RecordRange, opsAgentCommissionStatement, type OperationValue } from '@lotto/contract';
import { useDateTime } from '../lib/dates';
import { opsCall } from '../lib/ops-client';
import { fieldsOf, refusalOf } from '../lib/form-refusal';
import { valueText } from '../lib/value-texts';
import { FILTER_INPUT, FilterForm } from './agent-forms';
import { SmallTable } from '../lib/small-table';

type Statement = OperationValue<typeof opsAgentCommissionStatement>;
const TABLE_SX = { mb: 2 };
type StatementAsked = { username: string; range: RecordRange; from: string; to: string };
/** The form as it opens: the last 30 days, no agent named yet. */
const FIRST_ASKED: StatementAsked = { username: '', range: '30d', from: '', to: '' };

/** The document: totals, rebates by day, contract statements, the ledger entries that paid. */
function StatementDocument({ doc }: { doc: Statement }) {
  const translate = useTranslate();
  const dateTime = useDateTime();
  const t = (key: string, values?: Record<string, unknown>) =>
    translate(`console.agents.doc_${key}`, values);
  const totals = [
    ['earned', doc.totals.earned],
    ['paid', doc.totals.paid],
    ['unpaid', doc.totals.unpaid],
    ['rebates', doc.totals.rebates],
    ['daily_salary', doc.totals.dailySalary],
    ['dividend', doc.totals.dividend],
    ['hourly_salary', doc.totals.hourlySalary],
  ] as const;
  return (
    <Box data-testid="agent-commission-statement" sx={{ mt: 2 }}>
      <Typography variant="h6" component="h3">
        {t('title', {
          member: doc.username,
          from: doc.period.from,
          to: doc.period.to,
          zone: doc.period.timeZone,
        })}
      </Typography>
      <SmallTable sx={TABLE_SX} label={t('totals')} head={totals.map(([key]) => t(`total_${key}`))}>
        <TableRow data-testid="agent-commission-totals">
          {totals.map(([key, value]) => (
            <TableCell key={key}>{value}</TableCell>
          ))}
        </TableRow>
      </SmallTable>
      <Typography variant="subtitle1" component="h4">
        {t('rebates')}
      </Typography>
      <SmallTable
        sx={TABLE_SX}
        label={t('rebates')}
        head={[t('day'), t('bets'), t('amount'), t('transactions')]}
      >
        {doc.rebates.map((r) => (
          <TableRow key={r.day} data-testid="agent-commission-rebate">
            <TableCell>{r.day}</TableCell>
            <TableCell>{r.bets}</TableCell>
            <TableCell>{r.amount}</TableCell>
            <TableCell>
              {r.transactions
                .map((x) =>
                  t('transaction', {
                    id: x.id,
                    reference: x.reference ?? '',
                    when: dateTime(x.postedAt),
                  }),
                )
                .join('; ')}
            </TableCell>
          </TableRow>
        ))}
      </SmallTable>
      <Typography variant="subtitle1" component="h4">
        {t('contracts')}
      </Typography>
      <SmallTable
        sx={TABLE_SX}
        label={t('contracts')}
        head={[
          t('kind'),
          t('period'),
          t('payer'),
          t('amount'),
          t('state'),
          t('paid_at'),
          t('transaction_col'),
        ]}
      >
        {doc.contracts.map((s) => (
          <TableRow key={s.id} data-testid="agent-commission-contract">
            <TableCell>{valueText(translate, 'contract_kind', s.kind)}</TableCell>
            <TableCell>{s.periodKey}</TableCell>
            <TableCell>{s.payer ?? translate('console.agents.platform')}</TableCell>
            <TableCell>{s.amount}</TableCell>
            <TableCell>{valueText(translate, 'statement_state', s.state)}</TableCell>
            <TableCell>{s.paidAt === null ? '' : dateTime(s.paidAt)}</TableCell>
            <TableCell>
              {s.ledgerTransactionId === null
                ? ''
                : `${s.ledgerTransactionId} (${s.reference ?? ''})`}
            </TableCell>
          </TableRow>
        ))}
      </SmallTable>
      <Typography variant="subtitle1" component="h4">
        {t('payments')}
      </Typography>
      <SmallTable
        sx={TABLE_SX}
        label={t('payments')}
        head={[t('transaction_col'), t('kind'), t('reference'), t('amount'), t('posted')]}
      >
        {doc.payments.map((p) => (
          <TableRow key={p.transactionId} data-testid="agent-commission-payment">
            <TableCell>{p.transactionId}</TableCell>
            <TableCell>{valueText(translate, 'ledger_kind', p.kind)}</TableCell>
            <TableCell>{p.reference ?? ''}</TableCell>
            <TableCell>{p.amount}</TableCell>
            <TableCell>{dateTime(p.postedAt)}</TableCell>
          </TableRow>
        ))}
      </SmallTable>
    </Box>
  );
}

/**
 * Issue 32 "Statements": one agent's commission over a range of the merchant's days as one
 * document (GET /ops/agents/commission-statement), what the agent sees on its own page.
 */
export function AgentCommissionStatement() {
  const translate = useTranslate();
  const [doc, setDoc] = useState<Statement | null>(null);
  const show = async ({ username, range, from, to }: StatementAsked) => {
    try {
      setDoc(
        await opsCall(opsAgentCommissionStatement, {
          query: { username, range, ...(range === 'custom' ? { from, to } : {}) },
        }),
      );
      return undefined;
    } catch (err) {
      setDoc(null);
      return refusalOf(fieldsOf(err), err);
    }
  };
  return (
    <Box sx={{ mt: 4 }} data-testid="agent-commission-section">
      <Typography variant="h6" component="h2">
        {translate('console.agents.doc_heading')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('console.agents.doc_text')}
      </Typography>
      <FilterForm
        defaultValues={FIRST_ASKED}
        submitLabel={translate('console.agents.doc_show')}
        onSubmit={show}
      >
        <TextInput source="username" label="console.agents.doc_agent" {...FILTER_INPUT} />
        <SelectInput
          source="range"
          size="small"
          label="console.agents.doc_range"
          helperText={false}
          choices={Object.values(RecordRange).map((r) => ({
            id: r,
            name: `console.agents.doc_range_${r}`,
          }))}
          sx={{ minWidth: 160 }}
        />
        <FormDataConsumer<StatementAsked>>
          {({ formData }) =>
            formData.range === 'custom' ? (
              <>
                <DateInput source="from" label="console.agents.doc_from" {...FILTER_INPUT} />
                <DateInput source="to" label="console.agents.doc_to" {...FILTER_INPUT} />
              </>
            ) : null
          }
        </FormDataConsumer>
      </FilterForm>
      {doc ? <StatementDocument doc={doc} /> : null}
    </Box>
  );
}
