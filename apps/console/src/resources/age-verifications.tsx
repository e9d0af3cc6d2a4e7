import { useCallback, useEffect, useState } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  AGE_REVIEWERS,
  ErrorCode,
  opsAgeDecide,
  opsAgeDocument,
  opsAgeVerifications,
  type OpsAgeVerificationItem,
} from '@lotto/contract';
import { opsCall } from '../lib/ops-client';
import { messageOf } from '../lib/ops-list';
import { roleIn } from '../lib/roles';
import { ConsoleCardPage } from '../lib/console-page';

/** Support and the owner check ID documents; read-only staff never see them. */
export const seesAgeVerifications = roleIn(...AGE_REVIEWERS);

const dateTime = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

type Open = { item: OpsAgeVerificationItem; dataUrl: string | null; rejecting: boolean };

/** The server's refusal of the date read on the document, as the operator should read it. */
const documentDateError = (
  err: unknown,
  item: OpsAgeVerificationItem,
  translate: (key: string, options?: object) => string,
): string | null => {
  if (!(err instanceof HttpError)) return null;
  const body = err.body as { code?: string; errors?: Record<string, string> } | undefined;
  if (body?.code === ErrorCode.DOB_MISMATCH)
    return translate('console.age.dob_mismatch', {
      date: item.registeredBirthDate ?? translate('console.age.none'),
    });
  return body?.errors?.documentDateOfBirth ?? null;
};

/**
 * Issue 34: ID documents waiting for a check, the oldest first. Support looks at the document,
 * then approves it or rejects it with a reason the member reads; every decision is audited.
 */
export function AgeVerificationsPage() {
  const translate = useTranslate();
  const [queue, setQueue] = useState<OpsAgeVerificationItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [open, setOpen] = useState<Open | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  // Approval needs the date of birth read on the document (the server compares it).
  const [documentDate, setDocumentDate] = useState('');
  const [documentDateProblem, setDocumentDateProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    opsCall(opsAgeVerifications).then(setQueue, (err: unknown) => setError(messageOf(err)));
  }, []);
  useEffect(load, [load]);

  const view = (item: OpsAgeVerificationItem) => {
    setOpen({ item, dataUrl: null, rejecting: false });
    setReason('');
    setReasonError(null);
    setDocumentDate('');
    setDocumentDateProblem(null);
    opsCall(opsAgeDocument, { query: { id: item.id } }).then(
      (doc) => setOpen((o) => (o?.item.id === item.id ? { ...o, dataUrl: doc.dataUrl } : o)),
      (err: unknown) => setError(messageOf(err)),
    );
  };

  const decide = (action: 'approve' | 'reject') => {
    if (!open) return;
    if (action === 'reject' && reason.trim() === '') {
      setReasonError(translate('console.age.say_why'));
      return;
    }
    if (action === 'approve' && documentDate === '') {
      setDocumentDateProblem(translate('console.age.enter_date'));
      return;
    }
    setBusy(true);
    const { item } = open;
    opsCall(opsAgeDecide, {
      body: {
        id: item.id,
        action,
        ...(action === 'reject'
          ? { reason: reason.trim() }
          : { documentDateOfBirth: documentDate }),
      },
    })
      .then(
        (row) => {
          setDone(
            translate(
              row.state === 'verified' ? 'console.age.done_verified' : 'console.age.done_rejected',
              { username: row.username },
            ),
          );
          setOpen(null);
          load();
        },
        (err: unknown) => {
          const problem = action === 'approve' ? documentDateError(err, item, translate) : null;
          if (problem) setDocumentDateProblem(problem);
          else setError(messageOf(err));
        },
      )
      .finally(() => setBusy(false));
  };

  return (
    <>
      <ConsoleCardPage
        title="console.title.age_verifications"
        text="console.age.explain"
        error={error}
        done={done}
        loading={!queue}
      >
        {queue && queue.length === 0 ? (
          <Typography>{translate('console.age.none_waiting')}</Typography>
        ) : null}
        {queue && queue.length > 0 ? (
          <Table size="small" aria-label={translate('console.title.age_verifications')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('console.age.member')}</TableCell>
                <TableCell>{translate('console.age.date_given')}</TableCell>
                <TableCell>{translate('console.age.at_registration')}</TableCell>
                <TableCell>{translate('console.age.sent')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {queue.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>
                    <a href={`#/members/${r.memberId}/show`}>{r.username}</a>
                  </TableCell>
                  <TableCell>{r.dateOfBirth}</TableCell>
                  <TableCell>
                    {r.registeredBirthDate ?? translate('console.age.not_asked')}
                  </TableCell>
                  <TableCell>{dateTime(r.submittedAt)}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => view(r)}>
                      {translate('console.age.check', { username: r.username })}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </ConsoleCardPage>
      <Dialog open={open !== null} onClose={() => setOpen(null)} maxWidth="md">
        <DialogTitle>
          {open
            ? translate('console.age.dialog_title', {
                username: open.item.username,
                date: open.item.dateOfBirth,
              })
            : ''}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {open?.dataUrl ? (
              <img
                src={open.dataUrl}
                alt={translate('console.age.document_of', { username: open.item.username })}
                style={{ maxWidth: '100%' }}
              />
            ) : (
              <Typography>{translate('console.age.loading_document')}</Typography>
            )}
            {open ? (
              <Typography variant="body2">
                {translate('console.age.given', {
                  given: open.item.dateOfBirth,
                  registered:
                    open.item.registeredBirthDate ?? translate('console.age.not_asked_recorded'),
                })}
              </Typography>
            ) : null}
            {open && !open.rejecting ? (
              <TextField
                label={translate('console.age.document_date')}
                type="date"
                value={documentDate}
                onChange={(e) => {
                  setDocumentDate(e.target.value);
                  setDocumentDateProblem(null);
                }}
                error={documentDateProblem !== null}
                helperText={documentDateProblem ?? translate('console.age.document_date_help')}
                slotProps={{ inputLabel: { shrink: true } }}
                required
              />
            ) : null}
            {open?.rejecting ? (
              <TextField
                label={translate('console.age.reason')}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value);
                  setReasonError(null);
                }}
                error={reasonError !== null}
                helperText={reasonError ?? ' '}
                slotProps={{ htmlInput: { maxLength: 200 } }}
                required
                autoFocus
              />
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>{translate('ra.action.close')}</Button>
          {open?.rejecting ? (
            <Button color="error" disabled={busy} onClick={() => decide('reject')}>
              {translate('console.age.reject_with_reason')}
            </Button>
          ) : (
            <Button
              color="error"
              disabled={busy || !open?.dataUrl}
              onClick={() => setOpen((o) => (o ? { ...o, rejecting: true } : o))}
            >
              {translate('console.age.reject')}
            </Button>
          )}
          <Button
            variant="contained"
            disabled={busy || !open?.dataUrl || open.rejecting}
            onClick={() => decide('approve')}
          >
            {translate('console.age.approve')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
