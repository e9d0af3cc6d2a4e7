import { useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import {
  Alert,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  MEMBER_READERS,
  opsNearLimits,
  type OperatorRole,
  type OpsNearLimitsValue,
} from '@lotto/contract';
import { opsCall } from '../lib/ops-client';
import { messageOf } from '../lib/ops-list';

/** The report is read by the roles that read members (support among them); none may raise. */
export const seesNearLimits = (role: OperatorRole) =>
  (MEMBER_READERS as readonly string[]).includes(role);

const KIND_NAMES: Record<OpsNearLimitsValue['list'][number]['kind'], string> = {
  deposit: 'Deposit',
  loss: 'Loss (net of wins)',
  wager: 'Wager',
  session: 'Session time (minutes today)',
};
const PERIOD_NAMES = { day: '24 hours', week: '7 days', month: '30 days' } as const;

/** Issue 34: members who have used at least 80 % of a limit, the fullest first; read only. */
export function NearLimitsPage() {
  const translate = useTranslate();
  const [value, setValue] = useState<OpsNearLimitsValue | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    opsCall(opsNearLimits).then(setValue, (err: unknown) => setError(messageOf(err)));
  }, []);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('console.title.near_limits')} />
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            Members at 80 % or more of a limit they set. Only the member can change a limit.
          </Typography>
          {error ? <Alert severity="error">{error}</Alert> : null}
          {!value && !error ? <Typography>Loading…</Typography> : null}
          {value && value.list.length === 0 ? (
            <Typography>No member is near a limit.</Typography>
          ) : null}
          {value && value.list.length > 0 ? (
            <Table size="small" aria-label="Members near their limits">
              <TableHead>
                <TableRow>
                  <TableCell>Member</TableCell>
                  <TableCell>Limit</TableCell>
                  <TableCell>Period</TableCell>
                  <TableCell align="right">Limit ({value.currency} or minutes)</TableCell>
                  <TableCell align="right">Used</TableCell>
                  <TableCell align="right">Used %</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {value.list.map((r) => (
                  <TableRow key={`${r.memberId}-${r.kind}-${r.period}`}>
                    <TableCell>
                      <a href={`#/members/${r.memberId}/show`}>{r.username}</a>
                    </TableCell>
                    <TableCell>{KIND_NAMES[r.kind]}</TableCell>
                    <TableCell>{r.kind === 'session' ? 'today' : PERIOD_NAMES[r.period]}</TableCell>
                    <TableCell align="right">{r.amount}</TableCell>
                    <TableCell align="right">{r.used}</TableCell>
                    <TableCell align="right">
                      {r.percent >= 100 ? 'reached' : `${r.percent} %`}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
