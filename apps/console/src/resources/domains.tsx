import { useCallback, useEffect, useState } from 'react';
import { Confirm, Title, useNotify, usePermissions } from 'react-admin';
import {
  Alert,
  Button,
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
  opsDomains,
  opsSetDomainBlocked,
  type OperationValue,
  type OperatorRole,
} from '@lotto/contract';
import { opsCall } from '../lib/ops-client';
import { ActionsHeader } from '../lib/actions-header';

type Domains = OperationValue<typeof opsDomains>;

const when = (at: number) => new Date(at).toLocaleString();

/**
 * The merchant's domains: which are marked blocked (apps skip them at once; owners mark them) and
 * how many apps moved off each, from where to where and when. The list itself is edited with the
 * rest of the configuration (Settings: mainDomain, domains), audited there.
 */
export function DomainsPage() {
  const { permissions } = usePermissions<OperatorRole>();
  const notify = useNotify();
  const [value, setValue] = useState<Domains | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [asked, setAsked] = useState<{ domain: string; blocked: boolean } | null>(null);
  const load = useCallback(() => {
    opsCall(opsDomains)
      .then(setValue)
      .catch((err: unknown) => setProblem(err instanceof Error ? err.message : 'Loading failed'));
  }, []);
  useEffect(load, [load]);

  const mark = async ({ domain, blocked }: { domain: string; blocked: boolean }) => {
    setAsked(null);
    if (!value) return;
    try {
      await opsCall(opsSetDomainBlocked, { body: { version: value.version, domain, blocked } });
      notify(blocked ? `${domain} marked blocked` : `${domain} no longer marked`, {
        type: 'success',
      });
      load();
    } catch (err) {
      setProblem(err instanceof Error ? err.message : 'Saving failed');
    }
  };

  return (
    <Card>
      <Title title="console.title.domains" />
      <CardContent>
        <Stack spacing={3}>
          {problem ? <Alert severity="error">{problem}</Alert> : null}
          <Typography variant="h6" component="h2">
            Domains
          </Typography>
          <Table size="small" aria-label="Domains">
            <TableHead>
              <TableRow>
                <TableCell>Domain</TableCell>
                <TableCell>Origin</TableCell>
                <TableCell>State</TableCell>
                <ActionsHeader />
              </TableRow>
            </TableHead>
            <TableBody>
              {value?.domains.map((d) => (
                <TableRow key={d.domain}>
                  <TableCell>
                    {d.domain}
                    {d.main ? ' (main)' : ''}
                  </TableCell>
                  <TableCell>{d.origin ?? 'not an origin'}</TableCell>
                  <TableCell>{d.blocked ? 'Blocked' : 'In use'}</TableCell>
                  <TableCell>
                    {permissions === 'owner' ? (
                      <Button
                        size="small"
                        onClick={() => setAsked({ domain: d.domain, blocked: !d.blocked })}
                      >
                        {d.blocked ? 'Clear mark' : 'Mark blocked'}
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Confirm
            isOpen={asked !== null}
            title={
              asked?.blocked
                ? `Mark ${asked.domain} blocked?`
                : `Clear the blocked mark of ${asked?.domain ?? ''}?`
            }
            content="Every app reads it at once: a blocked domain is skipped, a cleared one used again."
            confirm={asked?.blocked ? 'Mark blocked' : 'Clear mark'}
            onConfirm={() => asked && void mark(asked)}
            onClose={() => setAsked(null)}
          />
          <Typography variant="h6" component="h2">
            Failover reports from the apps
          </Typography>
          {value && value.reports.length === 0 ? (
            <Typography>No app has moved off a domain yet.</Typography>
          ) : (
            <Table size="small" aria-label="Failover reports">
              <TableHead>
                <TableRow>
                  <TableCell>From</TableCell>
                  <TableCell>To</TableCell>
                  <TableCell align="right">Apps</TableCell>
                  <TableCell>First</TableCell>
                  <TableCell>Last</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {value?.reports.map((r) => (
                  <TableRow key={`${r.from} ${r.to}`}>
                    <TableCell>{r.from}</TableCell>
                    <TableCell>{r.to}</TableCell>
                    <TableCell align="right">{r.count}</TableCell>
                    <TableCell>{when(r.firstAt)}</TableCell>
                    <TableCell>{when(r.lastAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
