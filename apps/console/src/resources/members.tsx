import { useState, type FormEvent } from 'react';
import {
  ChipField,
  Datagrid,
  DateField,
  FunctionField,
  List,
  Loading,
  NumberInput,
  SearchInput,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  DateInput,
  useDataProvider,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import type { OperatorRole } from '@lotto/contract';
import { useWriteIntent } from '../lib/write-intent';
import type { ConsoleDataProvider, MemberPage } from '../lib/data-provider';
import { ActionsHeader } from '../lib/actions-header';
import { MemberProtection } from './member-protection';

const memberFilters = [
  <SearchInput key="username" source="username" placeholder="Username starts with" alwaysOn />,
  <TextInput key="mobile" source="mobile" label="Mobile number starts with" />,
  <TextInput key="email" source="email" label="E-mail starts with" />,
  <NumberInput key="id" source="id" label="Member id" />,
  <DateInput key="registeredFrom" source="registeredFrom" label="Registered from" />,
  <DateInput key="registeredTo" source="registeredTo" label="Registered to" />,
];

export const MemberList = () => (
  <List filters={memberFilters} exporter={false} perPage={25} sort={{ field: 'id', order: 'DESC' }}>
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="id" />
      <TextField source="username" />
      <TextField source="mobile" emptyText="-" />
      <TextField source="email" emptyText="-" />
      <ChipField source="status" />
      <DateField source="createdAt" label="Registered" showTime />
      <DateField source="lastLoginAt" label="Last login" showTime emptyText="-" />
    </Datagrid>
  </List>
);

/** Lock, unlock and end sessions: support and owner (the server checks it again). */
const canAct = (role: OperatorRole | undefined) => role === 'owner' || role === 'support';

function MemberActions() {
  const record = useRecordContext<MemberPage>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions } = usePermissions<OperatorRole>();
  if (!record || !canAct(permissions)) return null;
  const locked = record.member.status === 'locked';
  const run = (action: Promise<unknown>, done: string) =>
    void action.then(
      () => {
        notify(done, { type: 'success' });
        refresh();
      },
      (err: unknown) => notify(err instanceof Error ? err.message : 'Failed', { type: 'error' }),
    );
  return (
    <Stack direction="row" spacing={1} sx={{ my: 1 }}>
      <Button
        variant="contained"
        color={locked ? 'primary' : 'error'}
        onClick={() =>
          run(
            dataProvider.lockMember(record.member.id, !locked),
            locked ? 'Member unlocked' : 'Member locked; their sessions ended',
          )
        }
      >
        {locked ? 'Unlock member' : 'Lock member'}
      </Button>
      <Button
        variant="outlined"
        disabled={record.sessions.length === 0}
        onClick={() => run(dataProvider.endMemberSessions(record.member.id), 'All sessions ended')}
      >
        End all sessions
      </Button>
    </Stack>
  );
}

function SessionsTable() {
  const record = useRecordContext<MemberPage>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions } = usePermissions<OperatorRole>();
  if (!record) return null;
  if (record.sessions.length === 0) return <Typography>No open session.</Typography>;
  return (
    <Table size="small" aria-label="Open sessions">
      <TableHead>
        <TableRow>
          <TableCell>Since</TableCell>
          <TableCell>Last seen</TableCell>
          <TableCell>Address</TableCell>
          <TableCell>Country</TableCell>
          <TableCell>Device</TableCell>
          <ActionsHeader />
        </TableRow>
      </TableHead>
      <TableBody>
        {record.sessions.map((s) => (
          <TableRow key={s.sessionId}>
            <TableCell>{new Date(s.createdAt).toLocaleString()}</TableCell>
            <TableCell>{new Date(s.lastSeenAt).toLocaleString()}</TableCell>
            <TableCell>{s.ip ?? '-'}</TableCell>
            <TableCell>{s.country ?? '-'}</TableCell>
            <TableCell sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>
              {s.device ?? '-'}
            </TableCell>
            <TableCell>
              {canAct(permissions) && (
                <Button
                  size="small"
                  onClick={() =>
                    void dataProvider.endMemberSessions(record.member.id, s.sessionId).then(() => {
                      notify('Session ended', { type: 'success' });
                      refresh();
                    })
                  }
                >
                  End
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The latest sign-ins that started a session (the member's own security centre lists them too). */
function LoginHistoryTable() {
  const record = useRecordContext<MemberPage>();
  if (!record) return null;
  if (record.logins.length === 0) return <Typography>No sign-in recorded.</Typography>;
  return (
    <Table size="small" aria-label="Login history">
      <TableHead>
        <TableRow>
          <TableCell>When</TableCell>
          <TableCell>How</TableCell>
          <TableCell>Address</TableCell>
          <TableCell>Country</TableCell>
          <TableCell>Device</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {record.logins.map((l, i) => (
          <TableRow key={`${l.at}-${i}`}>
            <TableCell>{new Date(l.at).toLocaleString()}</TableCell>
            <TableCell>{l.method}</TableCell>
            <TableCell>{l.ip ?? '-'}</TableCell>
            <TableCell>{l.country ?? '-'}</TableCell>
            <TableCell sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>
              {l.device ?? '-'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function LedgerTable() {
  const record = useRecordContext<MemberPage>();
  if (!record) return null;
  return (
    <>
      <Typography>Balance: {record.balance ?? 'no wallet yet'}</Typography>
      {record.accounts.length > 0 && (
        <Typography variant="body2" data-testid="member-accounts">
          Accounts: {record.accounts.map((a) => `${a.kind} ${a.balance}`).join(' · ')}
        </Typography>
      )}
      <Table size="small" aria-label="Latest ledger entries">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Kind</TableCell>
            <TableCell>Account</TableCell>
            <TableCell>Reference</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell align="right">Balance after</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {record.ledger.map((l) => (
            <TableRow key={l.id}>
              <TableCell>{new Date(l.at).toLocaleString()}</TableCell>
              <TableCell>
                {l.kind}
                {l.demoCredit ? ' (demo credit)' : ''}
              </TableCell>
              <TableCell>{l.account}</TableCell>
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

/**
 * One field of the member that support and the owner change: a text box and its save button;
 * the others read it. `save` answers the notice to show.
 */
function MemberFieldForm({
  current,
  label,
  button,
  required = false,
  save,
}: {
  current: string;
  label: string;
  button: string;
  /** Refuse an empty value before sending (labels may be cleared; a name may not). */
  required?: boolean;
  save: (memberId: number, text: string) => Promise<string>;
}) {
  const record = useRecordContext<MemberPage>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions } = usePermissions<OperatorRole>();
  const [text, setText] = useState<string | null>(null);
  if (!record) return null;
  if (!canAct(permissions)) return <Typography>{current || '-'}</Typography>;
  const shown = text ?? current;
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!record) return;
    try {
      const notice = await save(record.member.id, shown);
      setText(null);
      notify(notice, { type: 'success' });
      refresh();
    } catch (err) {
      notify(err instanceof Error ? err.message : 'Failed', { type: 'error' });
    }
  }
  return (
    <Box
      component="form"
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'flex', gap: 1, maxWidth: 560 }}
    >
      <MuiTextField
        label={label}
        value={shown}
        onChange={(e) => setText(e.target.value)}
        size="small"
        fullWidth
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={text === null || (required && text.trim() === '')}
      >
        {button}
      </Button>
    </Box>
  );
}

/** §2.12 labels (nochat hides live chat); support and owner change them. */
function Labels() {
  const record = useRecordContext<MemberPage>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  if (!record) return null;
  return (
    <MemberFieldForm
      current={record.member.labels.join(', ')}
      label="Labels, comma-separated (nochat hides live chat)"
      button="Save labels"
      save={async (memberId, text) => {
        const next = text
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        await dataProvider.setMemberLabels(memberId, next);
        return 'Labels saved';
      }}
    />
  );
}

/** Set once by the member (§5); support corrects it, and cards in another name are removed. */
function PayeeName() {
  const record = useRecordContext<MemberPage>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  if (!record) return null;
  return (
    <MemberFieldForm
      current={record.member.payeeName ?? ''}
      label="Payee real name (bank cards in another name are removed)"
      button="Save name"
      required
      save={async (memberId, text) => {
        const { cardsRemoved } = await dataProvider.setMemberPayeeName(memberId, text);
        return cardsRemoved
          ? `Payee real name saved; ${cardsRemoved} bank card(s) in the old name removed`
          : 'Payee real name saved';
      }}
    />
  );
}

function Notes() {
  const record = useRecordContext<MemberPage>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions } = usePermissions<OperatorRole>();
  const [text, setText] = useState('');
  const intent = useWriteIntent();
  if (!record) return null;
  async function add(event: FormEvent) {
    event.preventDefault();
    if (!record) return;
    try {
      const memberId = record.member.id;
      await intent.submit((key) => dataProvider.addMemberNote(memberId, text, key));
      setText('');
      refresh();
    } catch (err) {
      notify(err instanceof Error ? err.message : 'Failed', { type: 'error' });
    }
  }
  return (
    <Stack spacing={1}>
      {record.notes.map((n) => (
        <Card key={n.id} variant="outlined">
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {n.operator}, {new Date(n.at).toLocaleString()}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{n.body}</Typography>
          </CardContent>
        </Card>
      ))}
      {canAct(permissions) && (
        <Box component="form" onSubmit={(e) => void add(e)} sx={{ display: 'flex', gap: 1 }}>
          <MuiTextField
            label="New note"
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            fullWidth
          />
          <Button type="submit" variant="outlined" disabled={!text.trim() || intent.pending}>
            Add note
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/**
 * react-admin shows the list's row while the page loads; the page's fields need the detail
 * (member, sessions, ledger, notes), so they wait for it.
 */
function MemberDetailLayout() {
  const record = useRecordContext<MemberPage>();
  if (!record?.member) return <Loading />;
  return (
    <SimpleShowLayout>
      <TextField source="member.username" label="Username" />
      <TextField source="member.id" label="Member id" />
      <ChipField source="member.status" label="Status" />
      <TextField source="member.customerType" label="Type (§6)" />
      <FunctionField label="Labels" render={() => <Labels />} />
      <FunctionField label="Payee real name" render={() => <PayeeName />} />
      <TextField source="member.mobile" label="Mobile" emptyText="-" />
      <TextField source="member.email" label="E-mail" emptyText="-" />
      <DateField source="member.createdAt" label="Registered" showTime />
      <DateField source="member.lastLoginAt" label="Last login" showTime emptyText="-" />
      <MemberActions />
      <FunctionField label="Sessions" render={() => <SessionsTable />} />
      <FunctionField label="Login history" render={() => <LoginHistoryTable />} />
      <FunctionField label="Wallet" render={() => <LedgerTable />} />
      <FunctionField
        label="Player protection"
        render={() => <MemberProtection memberId={record.member.id} />}
      />
      <FunctionField label="Support notes" render={() => <Notes />} />
    </SimpleShowLayout>
  );
}

export const MemberShow = () => (
  <Show>
    <MemberDetailLayout />
  </Show>
);
