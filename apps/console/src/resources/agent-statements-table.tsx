import { Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OpsAgentStatement } from '@lotto/contract';
import { valueText } from '../lib/value-texts';

/** Statements with their figures; `onOpen` adds a button per row that opens one. */
export function StatementsTable({
  list,
  onOpen,
}: {
  list: OpsAgentStatement[];
  onOpen?: (id: number) => void;
}) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('console.agents.statements_table')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('console.agents.id')}</TableCell>
          <TableCell>{translate('console.agents.agent')}</TableCell>
          <TableCell>{translate('console.agents.paid_by')}</TableCell>
          <TableCell>{translate('console.agents.kind')}</TableCell>
          <TableCell>{translate('console.agents.period_col')}</TableCell>
          <TableCell align="right">{translate('console.agents.turnover')}</TableCell>
          <TableCell align="right">{translate('console.agents.net_loss')}</TableCell>
          <TableCell align="right">{translate('console.agents.active_players')}</TableCell>
          <TableCell align="right">{translate('console.agents.tier')}</TableCell>
          <TableCell align="right">{translate('console.agents.rate')}</TableCell>
          <TableCell align="right">{translate('console.agents.amount')}</TableCell>
          <TableCell>{translate('console.agents.state')}</TableCell>
          <TableCell>{translate('console.agents.ledger_reference')}</TableCell>
          {onOpen ? <TableCell>{translate('console.agents.details')}</TableCell> : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {list.map((s) => (
          <TableRow key={s.id} data-testid="agent-statement-row">
            <TableCell>{s.id}</TableCell>
            <TableCell>{s.username}</TableCell>
            <TableCell>{s.payer ?? translate('console.agents.platform')}</TableCell>
            <TableCell>{valueText(translate, 'contract_kind', s.kind)}</TableCell>
            <TableCell>{s.periodKey}</TableCell>
            <TableCell align="right">{s.turnover}</TableCell>
            <TableCell align="right">{s.netLoss}</TableCell>
            <TableCell align="right">{s.activePlayers}</TableCell>
            <TableCell align="right">{s.tier ?? '—'}</TableCell>
            <TableCell align="right">{s.rate}</TableCell>
            <TableCell align="right">{s.amount}</TableCell>
            <TableCell>{valueText(translate, 'statement_state', s.state)}</TableCell>
            <TableCell>{s.reference ?? ''}</TableCell>
            {onOpen ? (
              <TableCell>
                <Button
                  size="small"
                  onClick={() => onOpen(s.id)}
                  aria-label={translate('console.agents.open_statement', { id: s.id })}
                >
                  {translate('console.agents.open')}
                </Button>
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
