import { Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { OpsAgentStatement } from '@lotto/contract';

/** Statements with their figures; `onOpen` adds a button per row that opens one. */
export function StatementsTable({
  list,
  onOpen,
}: {
  list: OpsAgentStatement[];
  onOpen?: (id: number) => void;
}) {
  return (
    <Table size="small" aria-label="Contract statements">
      <TableHead>
        <TableRow>
          <TableCell>Id</TableCell>
          <TableCell>Agent</TableCell>
          <TableCell>Paid by</TableCell>
          <TableCell>Kind</TableCell>
          <TableCell>Period</TableCell>
          <TableCell align="right">Turnover</TableCell>
          <TableCell align="right">Net loss</TableCell>
          <TableCell align="right">Active players</TableCell>
          <TableCell align="right">Tier</TableCell>
          <TableCell align="right">Rate (%)</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell>State</TableCell>
          <TableCell>Ledger reference</TableCell>
          {onOpen ? <TableCell>Details</TableCell> : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {list.map((s) => (
          <TableRow key={s.id} data-testid="agent-statement-row">
            <TableCell>{s.id}</TableCell>
            <TableCell>{s.username}</TableCell>
            <TableCell>{s.payer ?? 'platform'}</TableCell>
            <TableCell>{s.kind}</TableCell>
            <TableCell>{s.periodKey}</TableCell>
            <TableCell align="right">{s.turnover}</TableCell>
            <TableCell align="right">{s.netLoss}</TableCell>
            <TableCell align="right">{s.activePlayers}</TableCell>
            <TableCell align="right">{s.tier ?? '—'}</TableCell>
            <TableCell align="right">{s.rate}</TableCell>
            <TableCell align="right">{s.amount}</TableCell>
            <TableCell>{s.state}</TableCell>
            <TableCell>{s.reference ?? ''}</TableCell>
            {onOpen ? (
              <TableCell>
                <Button
                  size="small"
                  onClick={() => onOpen(s.id)}
                  aria-label={`Open statement ${s.id}`}
                >
                  Open
                </Button>
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
