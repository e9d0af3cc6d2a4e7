import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Datagrid,
  FunctionField,
  List,
  Loading,
  NumberInput,
  SearchInput,
  SelectInput,
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
  useTranslate,
} from 'react-admin';
import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  TableCell,
  TableRow,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import type { OperatorRole } from '@lotto/contract';
import { useWriteIntent } from '../lib/write-intent';
import type { ConsoleDataProvider, MemberPage } from '../lib/data-provider';
import { MemberProtection } from './member-protection';
import { MemberLedgerTable } from './member-ledger';
import { LocalDateField, useDateTime } from '../lib/dates';
import { ValueChipField } from '../lib/value-chip';
import { valueText } from '../lib/value-texts';
import { RowsTable } from '../lib/rows-table';
import { choicesOf } from '../lib/choices';
import { roleIn } from '../lib/roles';

const memberFilters = (translate: (key: string) => string) => [
  <SearchInput
    key="username"
    source="username"
    placeholder={translate('console.members.username_starts')}
    alwaysOn
  />,
  <SelectInput
    key="accounts"
    source="accounts"
    label="console.members.accounts"
    choices={choicesOf(['real', 'trial'], (a) => `console.members.${a}_accounts`)}
    emptyText="console.members.real_accounts"
    alwaysOn
  />,
  <TextInput key="mobile" source="mobile" label="console.members.mobile_starts" />,
  <TextInput key="email" source="email" label="console.members.email_starts" />,
  <NumberInput key="id" source="id" label="console.members.member_id" />,
  <DateInput
    key="registeredFrom"
    source="registeredFrom"
    label="console.members.registered_from"
  />,
  <DateInput key="registeredTo" source="registeredTo" label="console.members.registered_to" />,
];

export const MemberList = () => {
  const translate = useTranslate();
  return (
    <List
      filters={memberFilters(translate)}
      exporter={false}
      perPage={25}
      sort={{ field: 'id', order: 'DESC' }}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="username" />
        <TextField source="mobile" emptyText="-" />
        <TextField source="email" emptyText="-" />
        <ValueChipField source="status" kind="member_status" />
        <LocalDateField source="createdAt" showTime />
        <LocalDateField source="lastLoginAt" showTime emptyText="-" />
      </Datagrid>
    </List>
  );
};

/** Lock, unlock and end sessions: support and owner (the server checks it again). */
const canAct = roleIn('owner', 'support');

function MemberActions() {
  const record = useRecordContext<MemberPage>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions } = usePermissions<OperatorRole>();
  const translate = useTranslate();
  if (!record || !canAct(permissions)) return null;
  const locked = record.member.status === 'locked';
  const run = (action: Promise<unknown>, done: string) =>
    void action.then(
      () => {
        notify(done, { type: 'success' });
        refresh();
      },
      (err: unknown) =>
        notify(err instanceof Error ? err.message : 'console.decide.failed', { type: 'error' }),
    );
  return (
    <Stack direction="row" spacing={1} sx={{ my: 1 }}>
      <Button
        variant="contained"
        color={locked ? 'primary' : 'error'}
        onClick={() =>
          run(
            dataProvider.lockMember(record.member.id, !locked),
            locked ? 'console.members.unlocked' : 'console.members.locked',
          )
        }
      >
        {translate(locked ? 'console.members.unlock' : 'console.members.lock')}
      </Button>
      <Button
        variant="outlined"
        disabled={record.sessions.length === 0}
        onClick={() =>
          run(dataProvider.endMemberSessions(record.member.id), 'console.members.all_ended')
        }
      >
        {translate('console.members.end_all')}
      </Button>
    </Stack>
  );
}

type Place = { ip: string | null; country: string | null; device: string | null };

/**
 * A table of the member's sessions or sign-ins: the columns of `head` filled by `cells`, then where
 * each came from, then `action`'s button where given.
 */
function PlacesTable<T extends Place>({
  rows,
  none,
  label,
  head,
  cells,
  action,
}: {
  rows: readonly T[];
  none: string;
  label: string;
  head: readonly string[];
  cells: (row: T) => ReactNode[];
  action?: (row: T) => ReactNode;
}) {
  const translate = useTranslate();
  return (
    <RowsTable
      rows={rows}
      none={translate(none)}
      label={translate(label)}
      head={[
        ...head.map((key) => translate(key)),
        translate('console.members.address'),
        translate('console.members.country'),
        translate('console.members.device'),
      ]}
      actions={action !== undefined}
      row={(r, i) => (
        <TableRow key={i}>
          {cells(r).map((cell, c) => (
            <TableCell key={c}>{cell}</TableCell>
          ))}
          <TableCell>{r.ip ?? '-'}</TableCell>
          <TableCell>{r.country ?? '-'}</TableCell>
          <TableCell sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>{r.device ?? '-'}</TableCell>
          {action && <TableCell>{action(r)}</TableCell>}
        </TableRow>
      )}
    />
  );
}

function SessionsTable({ record }: { record: MemberPage }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions } = usePermissions<OperatorRole>();
  const translate = useTranslate();
  const at = useDateTime();
  const end = (sessionId: number) =>
    void dataProvider.endMemberSessions(record.member.id, sessionId).then(() => {
      notify('console.members.session_ended', { type: 'success' });
      refresh();
    });
  return (
    <PlacesTable
      rows={record.sessions}
      none="console.members.no_session"
      label="console.members.open_sessions"
      head={['console.members.since', 'console.members.last_seen']}
      cells={(s) => [at(s.createdAt), at(s.lastSeenAt)]}
      action={(s) =>
        canAct(permissions) && (
          <Button size="small" onClick={() => end(s.sessionId)}>
            {translate('console.members.end')}
          </Button>
        )
      }
    />
  );
}

/** The latest sign-ins that started a session (the member's own security centre lists them too). */
function LoginHistoryTable({ record }: { record: MemberPage }) {
  const translate = useTranslate();
  const at = useDateTime();
  return (
    <PlacesTable
      rows={record.logins}
      none="console.members.no_login"
      label="console.members.login_history"
      head={['console.members.when', 'console.members.how']}
      cells={(l) => [at(l.at), valueText(translate, 'login_method', l.method)]}
    />
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
  const translate = useTranslate();
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
      notify(notice, { type: 'success', messageArgs: { _: notice } });
      refresh();
    } catch (err) {
      notify(err instanceof Error ? err.message : 'console.decide.failed', { type: 'error' });
    }
  }
  return (
    <Box
      component="form"
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'flex', gap: 1, maxWidth: 560 }}
    >
      <MuiTextField
        label={translate(label)}
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
        {translate(button)}
      </Button>
    </Box>
  );
}

/** §2.12 labels (nochat hides live chat); support and owner change them. */
function Labels() {
  const record = useRecordContext<MemberPage>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  if (!record) return null;
  return (
    <MemberFieldForm
      current={record.member.labels.join(', ')}
      label="console.members.labels_input"
      button="console.members.save_labels"
      save={async (memberId, text) => {
        const next = text
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        await dataProvider.setMemberLabels(memberId, next);
        return translate('console.members.labels_saved');
      }}
    />
  );
}

/** Set once by the member (§5); support corrects it, and cards in another name are removed. */
function PayeeName() {
  const record = useRecordContext<MemberPage>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  if (!record) return null;
  return (
    <MemberFieldForm
      current={record.member.payeeName ?? ''}
      label="console.members.payee_input"
      button="console.members.save_name"
      required
      save={async (memberId, text) => {
        const { cardsRemoved } = await dataProvider.setMemberPayeeName(memberId, text);
        return cardsRemoved
          ? translate('console.members.payee_saved_cards', { smart_count: cardsRemoved })
          : translate('console.members.payee_saved');
      }}
    />
  );
}

function Notes() {
  const record = useRecordContext<MemberPage>();
  const translate = useTranslate();
  const at = useDateTime();
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
      notify(err instanceof Error ? err.message : 'console.decide.failed', { type: 'error' });
    }
  }
  return (
    <Stack spacing={1}>
      {record.notes.map((n) => (
        <Card key={n.id} variant="outlined">
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {n.operator}, {at(n.at)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{n.body}</Typography>
          </CardContent>
        </Card>
      ))}
      {canAct(permissions) && (
        <Box component="form" onSubmit={(e) => void add(e)} sx={{ display: 'flex', gap: 1 }}>
          <MuiTextField
            label={translate('console.members.new_note')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            fullWidth
          />
          <Button type="submit" variant="outlined" disabled={!text.trim() || intent.pending}>
            {translate('console.members.add_note')}
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
      <TextField source="member.username" label="resources.members.fields.username" />
      <TextField source="member.id" label="console.members.member_id" />
      <ValueChipField
        source="member.status"
        kind="member_status"
        label="resources.members.fields.status"
      />
      <TextField source="member.customerType" label="console.members.type" />
      <FunctionField label="console.members.labels" render={() => <Labels />} />
      <FunctionField label="console.members.payee" render={() => <PayeeName />} />
      <TextField source="member.mobile" label="resources.members.fields.mobile" emptyText="-" />
      <TextField source="member.email" label="resources.members.fields.email" emptyText="-" />
      <LocalDateField
        source="member.createdAt"
        label="resources.members.fields.createdAt"
        showTime
      />
      <LocalDateField
        source="member.lastLoginAt"
        label="resources.members.fields.lastLoginAt"
        showTime
        emptyText="-"
      />
      <MemberActions />
      <FunctionField
        label="console.members.sessions"
        render={() => <SessionsTable record={record} />}
      />
      <FunctionField
        label="console.members.login_history"
        render={() => <LoginHistoryTable record={record} />}
      />
      <FunctionField label="console.members.wallet" render={() => <MemberLedgerTable />} />
      <FunctionField
        label="console.members.protection"
        render={() => <MemberProtection memberId={record.member.id} />}
      />
      <FunctionField label="console.members.notes" render={() => <Notes />} />
    </SimpleShowLayout>
  );
}

export const MemberShow = () => (
  <Show>
    <MemberDetailLayout />
  </Show>
);
