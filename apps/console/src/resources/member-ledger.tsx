import { useRecordContext, useTranslate } from 'react-admin';
import { TableCell, TableRow, Typography } from '@mui/material';
import type { MemberPage } from '../lib/data-provider';
import { useDateTime } from '../lib/dates';
import { valueText } from '../lib/value-texts';
import { figures, SmallTable } from '../lib/small-table';

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
      <SmallTable
        label={translate('console.members.ledger')}
        head={[
          translate('console.members.when'),
          translate('console.members.kind'),
          translate('console.members.account'),
          translate('console.members.reference'),
          figures(translate('console.members.amount')),
          figures(translate('console.members.balance_after')),
        ]}
      >
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
      </SmallTable>
    </>
  );
}
