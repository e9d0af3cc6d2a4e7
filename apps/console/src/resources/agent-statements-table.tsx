import { TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OpsAgentStatement } from '@lotto/contract';
import { valueText } from '../lib/value-texts';
import { OpenCell } from './agent-table';
import { figures, SmallTable } from '../lib/small-table';

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
    <SmallTable
      label={translate('console.agents.statements_table')}
      head={[
        translate('console.agents.id'),
        translate('console.agents.agent'),
        translate('console.agents.paid_by'),
        translate('console.agents.kind'),
        translate('console.agents.period_col'),
        figures(translate('console.agents.turnover')),
        figures(translate('console.agents.net_loss')),
        figures(translate('console.agents.active_players')),
        figures(translate('console.agents.tier')),
        figures(translate('console.agents.rate')),
        figures(translate('console.agents.amount')),
        translate('console.agents.state'),
        translate('console.agents.ledger_reference'),
        ...(onOpen ? [translate('console.agents.details')] : []),
      ]}
    >
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
            <OpenCell
              label={translate('console.agents.open_statement', { id: s.id })}
              onOpen={() => onOpen(s.id)}
            />
          ) : null}
        </TableRow>
      ))}
    </SmallTable>
  );
}
