import { useState } from 'react';
import {
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
import { Alert, Box, Typography } from '@mui/material';
import { operatorRoles } from '@lotto/contract';

export const OperatorList = () => (
  <List exporter={false} pagination={false} title="Operators">
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="id" />
      <TextField source="username" />
      <ChipField source="role" />
      <ChipField source="status" />
      <DateField source="createdAt" label="Created" showTime />
      <DateField source="lastSignInAt" label="Last sign-in" showTime emptyText="-" />
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
      mutationOptions={{ onSuccess: (data) => setInvited(data as Invited) }}
    >
      <SimpleForm>
        <TextInput source="username" validate={required()} />
        <SelectInput source="role" choices={roleChoices} validate={required()} />
      </SimpleForm>
    </Create>
  );
}
