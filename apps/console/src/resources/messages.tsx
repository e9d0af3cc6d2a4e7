import { useCallback, useEffect, useState } from 'react';
import { Title, useNotify, usePermissions } from 'react-admin';
import {
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
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
  opsMessages,
  opsSendMessage,
  type OperatorRole,
  type SendInboxInput,
} from '@lotto/contract';
import { opsCall } from '../lib/ops-client';
import { useWriteIntent } from '../lib/write-intent';

type Sent = Awaited<ReturnType<typeof opsCall<typeof opsMessages>>>['list'][number];

/** Support and the owner send; read-only sees what was sent (the server checks it again). */
const sends = (role: OperatorRole | undefined) => role === 'owner' || role === 'support';

/** Messages to one member, a segment (a member label) or everyone. */
export function MessagesPage() {
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
          notify(`Message sent to ${recipients} member(s)`, { type: 'success' });
          setErrors({});
          setTitle('');
          setContent('');
          reload();
        },
        (e: unknown) => {
          setErrors((e as { body?: { errors?: Record<string, string> } }).body?.errors ?? {});
          notify(e instanceof Error ? e.message : 'Failed', { type: 'error' });
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
              Send a message
            </Typography>
            <Stack spacing={2} sx={{ maxWidth: 720 }}>
              <Stack direction="row" spacing={2}>
                <TextField
                  select
                  label="To"
                  value={audience}
                  onChange={(e) => setAudience(e.target.value as SendInboxInput['audience'])}
                  sx={{ minWidth: 180 }}
                >
                  <MenuItem value="member">One member</MenuItem>
                  <MenuItem value="segment">Members with a label</MenuItem>
                  <MenuItem value="all">Everyone</MenuItem>
                </TextField>
                {audience !== 'all' && (
                  <TextField
                    label={audience === 'member' ? 'Member id' : 'Label'}
                    value={target}
                    onChange={(e) => setTarget(e.target.value)}
                    error={!!(errors.memberId ?? errors.label)}
                    helperText={errors.memberId ?? errors.label}
                  />
                )}
              </Stack>
              <TextField
                label="Title"
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                error={!!errors.title}
                helperText={errors.title}
              />
              <TextField
                label="Message (HTML)"
                value={content}
                onChange={(e) => setContent(e.target.value)}
                error={!!errors.content}
                helperText={errors.content ?? 'Scripts and event handlers are removed.'}
                multiline
                minRows={3}
              />
              <Box>
                <Button variant="contained" onClick={send} disabled={intent.pending}>
                  Send
                </Button>
              </Box>
            </Stack>
          </CardContent>
        </Card>
      )}
      <Card>
        <Table size="small" aria-label="Messages sent">
          <TableHead>
            <TableRow>
              <TableCell>Sent</TableCell>
              <TableCell>To</TableCell>
              <TableCell>Title</TableCell>
              <TableCell>By</TableCell>
              <TableCell align="right">Recipients</TableCell>
              <TableCell align="right">Read</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sent.map((m) => (
              <TableRow key={m.id}>
                <TableCell>{new Date(m.createdAt).toLocaleString()}</TableCell>
                <TableCell>
                  {m.audience}
                  {m.target ? ` ${m.target}` : ''}
                </TableCell>
                <TableCell>{m.title}</TableCell>
                <TableCell>{m.sentBy ?? '-'}</TableCell>
                <TableCell align="right">{m.recipients}</TableCell>
                <TableCell align="right">{m.read}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </Box>
  );
}
