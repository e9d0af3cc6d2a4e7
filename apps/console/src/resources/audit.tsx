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
  useTranslate,
} from 'react-admin';
import { Box, Button } from '@mui/material';
import { AUDIT_CSV_PATH, type AuditEntry } from '@lotto/contract';
import { downloadCsv } from '../lib/ops-client';
import { choicesOf } from '../lib/choices';

const auditFilters = [
  <TextInput key="operator" source="operator" alwaysOn />,
  <TextInput key="action" source="action" alwaysOn />,
  <SelectInput
    key="targetType"
    source="targetType"
    choices={choicesOf(['member', 'operator'], (t) => `console.audit.target_${t}`)}
  />,
  <TextInput key="targetId" source="targetId" />,
  <DateTimeInput key="from" source="from" />,
  <DateTimeInput key="to" source="to" />,
];

function ExportCsvButton() {
  const filters = useListContext().filterValues as Record<string, unknown>;
  const notify = useNotify();
  const translate = useTranslate();
  const toIso = (v: unknown) => (v ? new Date(v as string).toISOString() : undefined);
  return (
    <Button
      onClick={() =>
        void downloadCsv(
          AUDIT_CSV_PATH,
          { ...filters, from: toIso(filters.from), to: toIso(filters.to) },
          'audit-log.csv',
        ).catch((err: unknown) =>
          notify(err instanceof Error ? err.message : 'console.audit.export_failed', {
            type: 'error',
          }),
        )
      }
    >
      {translate('console.audit.export_csv')}
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

/** done or refused, in the operator's language. */
function Outcome({ outcome }: { outcome: AuditEntry['outcome'] }) {
  const translate = useTranslate();
  return <>{translate(`console.audit.outcome_${outcome}`)}</>;
}

export const AuditList = () => (
  <List
    filters={auditFilters}
    actions={<AuditActions />}
    exporter={false}
    perPage={50}
    sort={{ field: 'at', order: 'DESC' }}
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <DateField source="at" showTime sortable={false} />
      <TextField source="operator" emptyText="-" sortable={false} />
      <TextField source="ip" emptyText="-" sortable={false} />
      <TextField source="action" sortable={false} />
      <FunctionField
        label="resources.audit.fields.target"
        render={(e: AuditEntry) => (e.targetType ? `${e.targetType} ${e.targetId ?? ''}` : '-')}
      />
      <FunctionField
        source="outcome"
        sortable={false}
        render={(e: AuditEntry) => <Outcome outcome={e.outcome} />}
      />
      <FunctionField
        label="resources.audit.fields.before"
        render={(e: AuditEntry) => <Json value={e.before} />}
      />
      <FunctionField
        label="resources.audit.fields.after"
        render={(e: AuditEntry) => <Json value={e.after} />}
      />
    </Datagrid>
  </List>
);
