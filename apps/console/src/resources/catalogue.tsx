import {
  Datagrid,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
  useNotify,
  useRecordContext,
  useResourceContext,
  useUpdate,
  WrapperField,
} from 'react-admin';
import { Switch, TextField as MuiTextField } from '@mui/material';
import { GameCategory } from '@lotto/contract';

const categoryChoices = Object.values(GameCategory).map((c) => ({ id: c, name: c }));

/** One flag of the row, switched in place: the server records it in the audit log. */
function FlagSwitch({ source, label }: { source: string; label: string }) {
  const record = useRecordContext<
    Record<string, unknown> & { id: number; code?: string; gameCode?: string }
  >();
  const resource = useResourceContext();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const checked = Boolean(record[source]);
  return (
    <Switch
      checked={checked}
      disabled={isPending}
      slotProps={{
        input: { 'aria-label': `${label} ${record.code ?? record.gameCode ?? String(record.id)}` },
      }}
      onClick={(e) => e.stopPropagation()}
      onChange={() =>
        void update(
          resource,
          { id: record.id, data: { ...record, [source]: !checked }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onError: (err: Error) => notify(err.message, { type: 'error' }),
          },
        )
      }
    />
  );
}

/** The list position, saved when the field loses focus. */
function OrderInput() {
  const record = useRecordContext<{ id: number; sortOrder: number; code?: string }>();
  const resource = useResourceContext();
  const notify = useNotify();
  const [update] = useUpdate();
  if (!record) return null;
  return (
    <MuiTextField
      type="number"
      size="small"
      defaultValue={record.sortOrder}
      slotProps={{ htmlInput: { min: 0, 'aria-label': `Order of ${record.code ?? record.id}` } }}
      sx={{ width: 90 }}
      onClick={(e) => e.stopPropagation()}
      onBlur={(e) => {
        const sortOrder = Number(e.target.value);
        if (!Number.isInteger(sortOrder) || sortOrder === record.sortOrder) return;
        void update(
          resource,
          { id: record.id, data: { ...record, sortOrder }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onError: (err: Error) => notify(err.message, { type: 'error' }),
          },
        );
      }}
    />
  );
}

export const VendorList = () => (
  <List
    filters={[<SelectInput key="c" source="category" choices={categoryChoices} alwaysOn />]}
    exporter={false}
    pagination={false}
    title="Vendors"
  >
    <Datagrid rowClick={false} bulkActionButtons={false}>
      <TextField source="category" sortable={false} />
      <TextField source="code" sortable={false} />
      <TextField source="displayName" label="Name" sortable={false} />
      <NumberField source="games" sortable={false} />
      <WrapperField label="Order" sortable={false}>
        <OrderInput />
      </WrapperField>
      <WrapperField label="Visible" sortable={false}>
        <FlagSwitch source="enabled" label="Visible" />
      </WrapperField>
      <WrapperField label="Maintenance" sortable={false}>
        <FlagSwitch source="maintenance" label="Maintenance" />
      </WrapperField>
    </Datagrid>
  </List>
);

export const GameList = () => (
  <List
    filters={[
      <SearchInput key="name" source="name" placeholder="Name or code" alwaysOn />,
      <SelectInput key="t" source="gameType" label="Category" choices={categoryChoices} />,
      <TextInput key="v" source="vendorCode" label="Vendor code" />,
    ]}
    exporter={false}
    perPage={25}
    title="Games"
  >
    <Datagrid rowClick={false} bulkActionButtons={false}>
      <TextField source="nodeId" label="Node" sortable={false} />
      <TextField source="gameType" label="Category" sortable={false} />
      <TextField source="vendorCode" label="Vendor" sortable={false} />
      <TextField source="name" sortable={false} />
      <WrapperField label="Order" sortable={false}>
        <OrderInput />
      </WrapperField>
      <WrapperField label="Visible" sortable={false}>
        <FlagSwitch source="enabled" label="Visible" />
      </WrapperField>
      <WrapperField label="Hot" sortable={false}>
        <FlagSwitch source="isTop" label="Hot" />
      </WrapperField>
      <WrapperField label="New" sortable={false}>
        <FlagSwitch source="isNew" label="New" />
      </WrapperField>
      <WrapperField label="Trial play" sortable={false}>
        <FlagSwitch source="supportPlay" label="Trial play" />
      </WrapperField>
    </Datagrid>
  </List>
);

export const LotteryList = () => (
  <List exporter={false} pagination={false} title="Lottery">
    <Datagrid rowClick={false} bulkActionButtons={false}>
      <TextField source="gameCode" label="Code" sortable={false} />
      <TextField source="name" sortable={false} />
      <WrapperField label="Order" sortable={false}>
        <OrderInput />
      </WrapperField>
      <WrapperField label="On sale" sortable={false}>
        <FlagSwitch source="onSale" label="On sale" />
      </WrapperField>
    </Datagrid>
  </List>
);
