import { useState } from 'react';
import {
  WrapperField,
  useNotify,
  useRecordContext,
  useRefresh,
  Create,
  Datagrid,
  DateField,
  List,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
  useTranslate,
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
import { choicesOf } from '../lib/choices';
import { ValueChipField } from '../lib/value-chip';

/** The owner changes a role or disables an operator; the server refuses it for themselves. */
function OperatorActions() {
  const o = useRecordContext<OperatorItem>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (!o) return null;
  const change = async (body: { role?: OperatorRole; disabled?: boolean }) => {
    try {
      await opsCall(opsUpdateOperator, { body: { id: o.id, ...body } });
      notify('console.operators.updated', {
        type: 'success',
        messageArgs: { username: o.username },
      });
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
        inputProps={{
          'aria-label': translate('console.operators.role_of', { username: o.username }),
        }}
        onChange={(e) => void change({ role: e.target.value as OperatorRole })}
      >
        {operatorRoles.map((r) => (
          <option key={r} value={r}>
            {translate(`console.values.operator_role.${r}`)}
          </option>
        ))}
      </NativeSelect>
      <Button
        size="small"
        variant="outlined"
        color={disabled ? 'primary' : 'error'}
        onClick={() => void change({ disabled: !disabled })}
      >
        {translate(disabled ? 'console.operators.enable' : 'console.operators.disable', {
          username: o.username,
        })}
      </Button>
    </Stack>
  );
}

export const OperatorList = () => (
  <List exporter={false} pagination={false}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="id" />
      <TextField source="username" />
      <ValueChipField source="role" kind="operator_role" />
      <ValueChipField source="status" kind="operator_status" />
      <DateField source="createdAt" showTime />
      <DateField source="lastSignInAt" showTime emptyText="-" />
      <WrapperField label="console.operators.change" sortable={false}>
        <OperatorActions />
      </WrapperField>
    </Datagrid>
  </List>
);

const roleChoices = choicesOf(operatorRoles, (role) => `console.values.operator_role.${role}`);

interface Invited {
  username: string;
  token: string;
  expiresAt: number;
}

/** An invitation answers a one-time link; it is shown here once, for the owner to pass on. */
export function OperatorCreate() {
  const [invited, setInvited] = useState<Invited | null>(null);
  const meta = useCreateMeta();
  const translate = useTranslate();
  if (invited) {
    const link = `${location.origin}/console/#/enrol/${invited.token}`;
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="success">
          <Typography gutterBottom>
            {translate('console.operators.invited', {
              username: invited.username,
              until: new Date(invited.expiresAt).toLocaleString(),
            })}
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
      title="console.operators.invite"
      mutationOptions={{ meta, onSuccess: (data) => setInvited(data as Invited) }}
    >
      <SimpleForm>
        <TextInput source="username" validate={required()} />
        <SelectInput source="role" choices={roleChoices} validate={required()} />
      </SimpleForm>
    </Create>
  );
}
