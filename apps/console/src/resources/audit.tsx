import {
  Datagrid,
  DateField,
  DateTimeInput,
  FunctionField,
  List,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  FilterButton,
  useListContext,
  useNotify,
} from 'react-admin';
import { Box, Button } from '@mui/material';
import { AUDIT_CSV_PATH, type AuditEntry } from '@lotto/contract';
import { downloadCsv } from '../lib/ops-client';

const auditFilters = [
  <TextInput key="operator" source="operator" label="Operator" alwaysOn />,
  <TextInput key="action" source="action" label="Action" alwaysOn />,
  <SelectInput
    key="targetType"
    source="targetType"
    label="Target"
    choices={[
      { id: 'member', name: 'Member' },
      { id: 'operator', name: 'Operator' },
    ]}
  />,
  <TextInput key="targetId" source="targetId" label="Target id" />,
  <DateTimeInput key="from" source="from" label="From" />,
  <DateTimeInput key="to" source="to" label="To" />,
];

function ExportCsvButton() {
  const filters = useListContext().filterValues as Record<string, unknown>;
  const notify = useNotify();
  const toIso = (v: unknown) => (v ? new Date(v as string).toISOString() : undefined);
  return (
    <Button
      onClick={() =>
        void downloadCsv(
          AUDIT_CSV_PATH,
          { ...filters, from: toIso(filters.from), to: toIso(filters.to) },
          'audit-log.csv',
        ).catch((err: unknown) =>
          notify(err instanceof Error ? err.message : 'Export failed', { type: 'error' }),
        )
      }
    >
      Export CSV
    </Button>
  );
}

const AuditActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportCsvButton />
  </TopToolbar>
);

/** Values before and after, wrapped so that the row fits a 1280 px screen. */
const Json = ({ value }: { value: unknown }) =>
  value == null ? null : (
    <Box
      component="code"
      sx={{ display: 'block', maxWidth: 240, overflowWrap: 'anywhere', fontSize: 12 }}
    >
      {JSON.stringify(value)}
    </Box>
  );

export const AuditList = () => (
  <List
    filters={auditFilters}
    actions={<AuditActions />}
    exporter={false}
    perPage={50}
    sort={{ field: 'at', order: 'DESC' }}
    title="Audit log"
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <DateField source="at" label="When" showTime sortable={false} />
      <TextField source="operator" emptyText="-" sortable={false} />
      <TextField source="ip" label="Address" emptyText="-" sortable={false} />
      <TextField source="action" sortable={false} />
      <FunctionField
        label="Target"
        render={(e: AuditEntry) => (e.targetType ? `${e.targetType} ${e.targetId ?? ''}` : '-')}
      />
      <TextField source="outcome" sortable={false} />
      <FunctionField label="Before" render={(e: AuditEntry) => <Json value={e.before} />} />
      <FunctionField label="After" render={(e: AuditEntry) => <Json value={e.after} />} />
    </Datagrid>
  </List>
);
