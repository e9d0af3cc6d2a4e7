import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { TableCell, TableRow, Typography } from '@mui/material';
import { MEMBER_READERS, opsNearLimits, type OpsNearLimitsValue } from '@lotto/contract';
import { opsCall } from '../lib/ops-client';
import { messageOf } from '../lib/ops-list';
import { roleIn } from '../lib/roles';
import { ConsoleCardPage } from '../lib/console-page';
import { figures, SmallTable } from '../lib/small-table';

/** The report is read by the roles that read members (support among them); none may raise. */
export const seesNearLimits = roleIn(...MEMBER_READERS);

/** A limit's kind and period: keys of console.protection (shared with the member page). */
const kindKey = (kind: OpsNearLimitsValue['list'][number]['kind']) =>
  `console.protection.kind_${kind}`;

/** Issue 34: members who have used at least 80 % of a limit, the fullest first; read only. */
export function NearLimitsPage() {
  const translate = useTranslate();
  const [value, setValue] = useState<OpsNearLimitsValue | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    opsCall(opsNearLimits).then(setValue, (err: unknown) => setError(messageOf(err)));
  }, []);
  return (
    <ConsoleCardPage
      title="console.title.near_limits"
      text="console.near.explain"
      error={error}
      loading={!value}
    >
      {value && value.list.length === 0 ? (
        <Typography>{translate('console.near.none')}</Typography>
      ) : null}
      {value && value.list.length > 0 ? (
        <SmallTable
          label={translate('console.title.near_limits')}
          head={[
            translate('console.age.member'),
            translate('console.protection.limit'),
            translate('console.protection.period'),
            figures(translate('console.near.limit_amount', { currency: value.currency })),
            figures(translate('console.protection.used')),
            figures(translate('console.near.used_percent')),
          ]}
        >
          {value.list.map((r) => (
            <TableRow key={`${r.memberId}-${r.kind}-${r.period}`}>
              <TableCell>
                <a href={`#/members/${r.memberId}/show`}>{r.username}</a>
              </TableCell>
              <TableCell>{translate(kindKey(r.kind))}</TableCell>
              <TableCell>
                {translate(
                  r.kind === 'session'
                    ? 'console.near.today'
                    : `console.protection.period_${r.period}`,
                )}
              </TableCell>
              <TableCell align="right">{r.amount}</TableCell>
              <TableCell align="right">{r.used}</TableCell>
              <TableCell align="right">
                {r.percent >= 100 ? translate('console.near.reached') : `${r.percent} %`}
              </TableCell>
            </TableRow>
          ))}
        </SmallTable>
      ) : null}
    </ConsoleCardPage>
  );
}
