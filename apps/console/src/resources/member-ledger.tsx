import { useRecordContext, useTranslate } from 'react-admin';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { MemberPage } from '../lib/data-provider';
import { useDateTime } from '../lib/dates';
import { valueText } from '../lib/value-texts';

/** A member's balance, accounts and ledger entries, each entry's kind in the operator's words. */
export function MemberLedgerTable() {
  const record = useRecordContext<MemberPage>();
  const translate = useTranslate();
  const at = useDateTime();
  if (!record) return null;
  return (
    <>
      <Typography>
        {translate('console.members.balance', {
          balance: record.balance ?? translate('console.members.no_wallet'),
        })}
      </Typography>
      {record.accounts.length > 0 && (
        <Typography variant="body2" data-testid="member-accounts">
          {translate('console.members.accounts')}{' '}
          {record.accounts
            .map((a) => `${valueText(translate, 'ledger_account', a.kind)} ${a.balance}`)
            .join(' · ')}
        </Typography>
      )}
      <Table size="small" aria-label={translate('console.members.ledger')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('console.members.when')}</TableCell>
            <TableCell>{translate('console.members.kind')}</TableCell>
            <TableCell>{translate('console.members.account')}</TableCell>
            <TableCell>{translate('console.members.reference')}</TableCell>
            <TableCell align="right">{translate('console.members.amount')}</TableCell>
            <TableCell align="right">{translate('console.members.balance_after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {record.ledger.map((l) => (
            <TableRow key={l.id}>
              <TableCell>{at(l.at)}</TableCell>
              <TableCell>
                {valueText(translate, 'ledger_kind', l.kind)}
                {l.demoCredit ? ` (${translate('console.members.demo_credit')})` : ''}
              </TableCell>
              <TableCell>{valueText(translate, 'ledger_account', l.account)}</TableCell>
              <TableCell>{l.reference ?? ''}</TableCell>
              <TableCell align="right">{l.amount}</TableCell>
              <TableCell align="right">{l.balanceAfter}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
