import { useState } from 'react';
import {
  WrapperField,
  useNotify,
  useRecordContext,
  useRefresh,
  ChipField,
  Create,
  Datagrid,
  DateField,
  List,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
} from 'react-admin';
import { Alert, Box, Button, NativeSelect, Stack, Typography } from '@mui/material';
import {
  operatorRoles,
  opsUpdateOperator,
  type OperatorItem,
  type OperatorRole,
} from '@lotto/contract';
import { opsCall } from '../lib/ops-client';
import { useCreateMeta } from '../lib/write-intent';

/** The owner changes a role or disables an operator; the server refuses it for themselves. */
function OperatorActions() {
  const o = useRecordContext<OperatorItem>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!o) return null;
  const change = async (body: { role?: OperatorRole; disabled?: boolean }) => {
    try {
      await opsCall(opsUpdateOperator, { body: { id: o.id, ...body } });
      notify(`${o.username} updated`, { type: 'success' });
      refresh();
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    }
  };
  const disabled = o.status === 'disabled';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <NativeSelect
        value={o.role}
        inputProps={{ 'aria-label': `Role of ${o.username}` }}
        onChange={(e) => void change({ role: e.target.value as OperatorRole })}
      >
        {operatorRoles.map((r) => (
          <option key={r} value={r}>
            {r.replace('_', '-')}
          </option>
        ))}
      </NativeSelect>
      <Button
        size="small"
        variant="outlined"
        color={disabled ? 'primary' : 'error'}
        onClick={() => void change({ disabled: !disabled })}
      >
        {disabled ? `Enable ${o.username}` : `Disable ${o.username}`}
      </Button>
    </Stack>
  );
}

export const OperatorList = () => (
  <List exporter={false} pagination={false} title="Operators">
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="id" />
      <TextField source="username" />
      <ChipField source="role" />
      <ChipField source="status" />
      <DateField source="createdAt" label="Created" showTime />
      <DateField source="lastSignInAt" label="Last sign-in" showTime emptyText="-" />
      <WrapperField label="Change" sortable={false}>
        <OperatorActions />
      </WrapperField>
    </Datagrid>
  </List>
);

const roleChoices = operatorRoles.map((role) => ({ id: role, name: role.replace('_', '-') }));

interface Invited {
  username: string;
  token: string;
  expiresAt: number;
}

/** An invitation answers a one-time link; it is shown here once, for the owner to pass on. */
export function OperatorCreate() {
  const [invited, setInvited] = useState<Invited | null>(null);
  const meta = useCreateMeta();
  if (invited) {
    const link = `${location.origin}/console/#/enrol/${invited.token}`;
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="success">
          <Typography gutterBottom>
            {invited.username} is invited. Send them this link; it works once, until{' '}
            {new Date(invited.expiresAt).toLocaleString()}:
          </Typography>
          <Typography component="code" data-testid="invite-link" sx={{ wordBreak: 'break-all' }}>
            {link}
          </Typography>
        </Alert>
      </Box>
    );
  }
  return (
    <Create
      title="Invite an operator"
      mutationOptions={{ meta, onSuccess: (data) => setInvited(data as Invited) }}
    >
      <SimpleForm>
        <TextInput source="username" validate={required()} />
        <SelectInput source="role" choices={roleChoices} validate={required()} />
      </SimpleForm>
    </Create>
  );
}
