import { useCallback, useEffect, useState } from 'react';
import { Title, useNotify, usePermissions, useTranslate } from 'react-admin';
import {
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  opsMessages,
  opsSendMessage,
  type OperatorRole,
  type SendInboxInput,
} from '@lotto/contract';
import { opsCall } from '../lib/ops-client';
import { useWriteIntent } from '../lib/write-intent';
import { figures, SmallTable } from '../lib/small-table';
import { roleIn } from '../lib/roles';

type Sent = Awaited<ReturnType<typeof opsCall<typeof opsMessages>>>['list'][number];

/** Support and the owner send; read-only sees what was sent (the server checks it again). */
const sends = roleIn('owner', 'support');

/** Messages to one member, a segment (a member label) or everyone. */
export function MessagesPage() {
  const translate = useTranslate();
  const { permissions } = usePermissions<OperatorRole>();
  const notify = useNotify();
  const [sent, setSent] = useState<Sent[]>([]);
  const [audience, setAudience] = useState<SendInboxInput['audience']>('member');
  const [target, setTarget] = useState('');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const intent = useWriteIntent();
  const reload = useCallback(() => void opsCall(opsMessages).then((v) => setSent(v.list)), []);
  useEffect(reload, [reload]);

  const send = () => {
    const body: SendInboxInput = {
      audience,
      title,
      content,
      ...(audience === 'member' && target ? { memberId: Number(target) } : {}),
      ...(audience === 'segment' && target ? { label: target } : {}),
    };
    void intent
      .submit((idempotencyKey) => opsCall(opsSendMessage, { body, idempotencyKey }))
      .then(
        ({ recipients }) => {
          notify('console.messages.sent_to', {
            type: 'success',
            messageArgs: { smart_count: recipients },
          });
          setErrors({});
          setTitle('');
          setContent('');
          reload();
        },
        (e: unknown) => {
          setErrors((e as { body?: { errors?: Record<string, string> } }).body?.errors ?? {});
          notify(e instanceof Error ? e.message : 'console.decide.failed', { type: 'error' });
        },
      );
  };

  return (
    <Box sx={{ p: 2 }}>
      <Title title="console.title.messages" />
      {sends(permissions) && (
        <Card sx={{ mb: 2 }}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('console.messages.send_title')}
            </Typography>
            <Stack spacing={2} sx={{ maxWidth: 720 }}>
              <Stack direction="row" spacing={2}>
                <TextField
                  select
                  label={translate('console.messages.to')}
                  value={audience}
                  onChange={(e) => setAudience(e.target.value as SendInboxInput['audience'])}
                  sx={{ minWidth: 180 }}
                >
                  <MenuItem value="member">
                    {translate('console.messages.audience_member')}
                  </MenuItem>
                  <MenuItem value="segment">
                    {translate('console.messages.audience_segment')}
                  </MenuItem>
                  <MenuItem value="all">{translate('console.messages.audience_all')}</MenuItem>
                </TextField>
                {audience !== 'all' && (
                  <TextField
                    label={translate(
                      audience === 'member'
                        ? 'console.messages.member_id'
                        : 'console.messages.label',
                    )}
                    value={target}
                    onChange={(e) => setTarget(e.target.value)}
                    error={!!(errors.memberId ?? errors.label)}
                    helperText={errors.memberId ?? errors.label}
                  />
                )}
              </Stack>
              <TextField
                label={translate('console.messages.title')}
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                error={!!errors.title}
                helperText={errors.title}
              />
              <TextField
                label={translate('console.messages.content')}
                value={content}
                onChange={(e) => setContent(e.target.value)}
                error={!!errors.content}
                helperText={errors.content ?? translate('console.messages.content_help')}
                multiline
                minRows={3}
              />
              <Box>
                <Button variant="contained" onClick={send} disabled={intent.pending}>
                  {translate('console.messages.send')}
                </Button>
              </Box>
            </Stack>
          </CardContent>
        </Card>
      )}
      <Card>
        <SmallTable
          label={translate('console.messages.sent_table')}
          head={[
            translate('console.messages.sent'),
            translate('console.messages.to'),
            translate('console.messages.title'),
            translate('console.messages.by'),
            figures(translate('console.messages.recipients')),
            figures(translate('console.messages.read')),
          ]}
        >
          {sent.map((m) => (
            <TableRow key={m.id}>
              <TableCell>{new Date(m.createdAt).toLocaleString()}</TableCell>
              <TableCell>
                {translate(`console.messages.audience_${m.audience}`, { _: m.audience })}
                {m.target ? ` ${m.target}` : ''}
              </TableCell>
              <TableCell>{m.title}</TableCell>
              <TableCell>{m.sentBy ?? '-'}</TableCell>
              <TableCell align="right">{m.recipients}</TableCell>
              <TableCell align="right">{m.read}</TableCell>
            </TableRow>
          ))}
        </SmallTable>
      </Card>
    </Box>
  );
}
