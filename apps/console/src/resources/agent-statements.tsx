import { useState } from 'react';
import { DateInput, useNotify, usePermissions, useTranslate } from 'react-admin';
import { Alert, Box, Button, TableCell, TableRow, Typography } from '@mui/material';
import {
  opsAgentStatementDetail,
  opsAgentStatements,
  opsPayAgentStatement,
  type OperatorRole,
} from '@lotto/contract';
import { useDateTime } from '../lib/dates';
import { opsCall } from '../lib/ops-client';
import { messageOf } from '../lib/ops-list';
import { useOpsValue } from '../lib/use-ops-value';
import { fieldsOf } from '../lib/form-refusal';
import { actsOnContracts, Pager, useFilteredPages } from './agents-shared';
import { StatementsTable } from './agent-statements-table';
import { valueText } from '../lib/value-texts';
import { AgentListFilter, AnyOf, FILTER_INPUT } from './agent-forms';
import { ConsolePage } from '../lib/console-page';
import { figures, SmallTable } from '../lib/small-table';
import { AgentCommissionStatement } from './agent-commission-statement';

/** The statements filter's fields, each empty: any agent, state and period. */
const ANY_STATEMENT = { username: '', state: '', from: '', to: '' };

/** One statement's figures and the ledger transaction that paid it; paying an unpaid one now. */
function StatementDetail({ id, onChanged }: { id: number; onChanged: () => void }) {
  const { permissions } = usePermissions<OperatorRole>();
  const notify = useNotify();
  const dateTime = useDateTime();
  const translate = useTranslate();
  const { value: detail, error: unread, load } = useOpsValue(opsAgentStatementDetail, { id });
  const [refused, setRefused] = useState<string | null>(null);
  const error = refused ?? unread;
  if (!detail) return error ? <Alert severity="error">{error}</Alert> : null;
  const s = detail.statement;
  const pay = async () => {
    const confirmation = translate('console.agents.confirm_pay', {
      id: s.id,
      amount: s.amount,
      member: s.username,
    });
    if (!window.confirm(confirmation)) return;
    setRefused(null);
    try {
      await opsCall(opsPayAgentStatement, { body: { id: s.id } });
      notify('console.agents.statement_paid', { type: 'success' });
      await load();
      onChanged();
    } catch (err) {
      setRefused(fieldsOf(err).id ?? messageOf(err));
    }
  };
  return (
    <Box sx={{ mt: 3 }} data-testid="agent-statement-detail">
      <Typography variant="h6" component="h2">
        {translate('console.agents.statement_title', {
          id: s.id,
          kind: valueText(translate, 'contract_kind', s.kind),
          member: s.username,
          period: s.periodKey,
          state: valueText(translate, 'statement_state', s.state),
        })}
      </Typography>
      <Typography variant="body2">
        {translate('console.agents.statement_figures', {
          start: dateTime(s.periodStart),
          end: dateTime(s.periodEnd),
          turnover: s.turnover,
          netLoss: s.netLoss,
          carryIn: s.carryIn,
          carryOut: s.carryOut,
          players: s.activePlayers,
          tier: s.tier ?? translate('console.agents.none'),
          rate: s.rate,
          amount: s.amount,
          written: dateTime(s.createdAt),
        })}
        {s.paidAt === null ? '' : translate('console.agents.paid_at', { when: dateTime(s.paidAt) })}
      </Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {s.state === 'unpaid' && actsOnContracts(permissions) ? (
        <Button variant="contained" onClick={() => void pay()} sx={{ my: 1 }}>
          {translate('console.agents.pay_now')}
        </Button>
      ) : null}
      {detail.ledger ? (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            {translate('console.agents.ledger_title', {
              id: detail.ledger.id,
              kind: valueText(translate, 'ledger_kind', detail.ledger.kind),
              reference: detail.ledger.reference,
            })}
          </Typography>
          <Typography variant="body2">
            {translate('console.agents.ledger_key', {
              key: detail.ledger.idempotencyKey,
              when: dateTime(detail.ledger.createdAt),
            })}
          </Typography>
          <SmallTable
            label={translate('console.agents.ledger_entries')}
            head={[
              translate('console.agents.account'),
              figures(translate('console.agents.amount')),
            ]}
          >
            {detail.ledger.entries.map((e) => (
              <TableRow key={e.account}>
                <TableCell>{e.account}</TableCell>
                <TableCell align="right">{e.amount}</TableCell>
              </TableRow>
            ))}
          </SmallTable>
        </>
      ) : (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('console.agents.no_ledger')}
        </Typography>
      )}
    </Box>
  );
}

/**
 * Issue 32: contract statements by agent, state and period end, with pay-now for unpaid ones;
 * below, one agent's whole commission statement of a range of days.
 */
export function AgentStatementsPage() {
  const { page, error, load, filter, pager, open, setOpen } = useFilteredPages(
    opsAgentStatements,
    ANY_STATEMENT,
  );

  return (
    <ConsolePage
      testId="agent-statements-page"
      title="console.title.agent_statements"
      text="console.agents.statements_text"
    >
      <AgentListFilter defaultValues={ANY_STATEMENT} onSubmit={filter} error={error}>
        <AnyOf source="state" label="console.agents.state" kind="statement_state" minWidth={120} />
        <DateInput source="from" label="console.agents.period_ended_from" {...FILTER_INPUT} />
        <DateInput source="to" label="console.agents.period_ended_to" {...FILTER_INPUT} />
      </AgentListFilter>
      {page ? (
        <>
          <StatementsTable list={page.list} onOpen={setOpen} />
          <Pager {...pager} total={page.total} none="console.agents.no_statements" />
        </>
      ) : null}
      {open === null ? null : (
        <StatementDetail key={open} id={open} onChanged={() => void load()} />
      )}
      <AgentCommissionStatement />
    </ConsolePage>
  );
}
