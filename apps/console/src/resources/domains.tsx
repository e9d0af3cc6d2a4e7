import { useCallback, useEffect, useState } from 'react';
import { Confirm, Title, useNotify, usePermissions, useTranslate } from 'react-admin';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Stack,
  TableCell,
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
import { requestFailed } from '../lib/refusals';
import { figures, SmallTable } from '../lib/small-table';

type Domains = OperationValue<typeof opsDomains>;

const when = (at: number) => new Date(at).toLocaleString();

/**
 * The merchant's domains: which are marked blocked (apps skip them at once; owners mark them) and
 * how many apps moved off each, from where to where and when. The list itself is edited with the
 * rest of the configuration (Settings: mainDomain, domains), audited there.
 */
export function DomainsPage() {
  const translate = useTranslate();
  const { permissions } = usePermissions<OperatorRole>();
  const notify = useNotify();
  const [value, setValue] = useState<Domains | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [asked, setAsked] = useState<{ domain: string; blocked: boolean } | null>(null);
  const load = useCallback(() => {
    opsCall(opsDomains)
      .then(setValue)
      .catch((err: unknown) => setProblem(err instanceof Error ? err.message : requestFailed()));
  }, []);
  useEffect(load, [load]);

  const mark = async ({ domain, blocked }: { domain: string; blocked: boolean }) => {
    setAsked(null);
    if (!value) return;
    try {
      await opsCall(opsSetDomainBlocked, { body: { version: value.version, domain, blocked } });
      notify(blocked ? 'console.domains.marked' : 'console.domains.cleared', {
        type: 'success',
        messageArgs: { domain },
      });
      load();
    } catch (err) {
      setProblem(err instanceof Error ? err.message : requestFailed());
    }
  };

  return (
    <Card>
      <Title title="console.title.domains" />
      <CardContent>
        <Stack spacing={3}>
          {problem ? <Alert severity="error">{problem}</Alert> : null}
          <Typography variant="h6" component="h2">
            {translate('console.title.domains')}
          </Typography>
          <SmallTable
            label={translate('console.title.domains')}
            head={[
              translate('console.domains.domain'),
              translate('console.domains.origin'),
              translate('console.domains.state'),
            ]}
            actions
          >
            {value?.domains.map((d) => (
              <TableRow key={d.domain}>
                <TableCell>
                  {d.domain}
                  {d.main ? ` ${translate('console.domains.main')}` : ''}
                </TableCell>
                <TableCell>{d.origin ?? translate('console.domains.not_origin')}</TableCell>
                <TableCell>
                  {translate(d.blocked ? 'console.domains.blocked' : 'console.domains.in_use')}
                </TableCell>
                <TableCell>
                  {permissions === 'owner' ? (
                    <Button
                      size="small"
                      onClick={() => setAsked({ domain: d.domain, blocked: !d.blocked })}
                    >
                      {translate(d.blocked ? 'console.domains.clear' : 'console.domains.mark')}
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </SmallTable>
          <Confirm
            isOpen={asked !== null}
            title={
              asked?.blocked
                ? translate('console.domains.confirm_mark', { domain: asked.domain })
                : translate('console.domains.confirm_clear', { domain: asked?.domain ?? '' })
            }
            content={translate('console.domains.confirm_text')}
            confirm={asked?.blocked ? 'console.domains.mark' : 'console.domains.clear'}
            onConfirm={() => asked && void mark(asked)}
            onClose={() => setAsked(null)}
          />
          <Typography variant="h6" component="h2">
            {translate('console.domains.reports_title')}
          </Typography>
          {value && value.reports.length === 0 ? (
            <Typography>{translate('console.domains.no_reports')}</Typography>
          ) : (
            <SmallTable
              label={translate('console.domains.reports')}
              head={[
                translate('console.domains.from'),
                translate('console.domains.to'),
                figures(translate('console.domains.apps')),
                translate('console.domains.first'),
                translate('console.domains.last'),
              ]}
            >
              {value?.reports.map((r) => (
                <TableRow key={`${r.from} ${r.to}`}>
                  <TableCell>{r.from}</TableCell>
                  <TableCell>{r.to}</TableCell>
                  <TableCell align="right">{r.count}</TableCell>
                  <TableCell>{when(r.firstAt)}</TableCell>
                  <TableCell>{when(r.lastAt)}</TableCell>
                </TableRow>
              ))}
            </SmallTable>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
