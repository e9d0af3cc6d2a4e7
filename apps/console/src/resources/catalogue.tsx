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
  useTranslate,
  useUpdate,
} from 'react-admin';
import { Switch, TextField as MuiTextField } from '@mui/material';
import { gameCategories } from '@lotto/contract';
import { ValueChipField } from '../lib/value-chip';
import { valueKey } from '../lib/value-texts';
import { choicesOf } from '../lib/choices';

const categoryChoices = choicesOf(gameCategories, (c) => valueKey('game_category', c));

/**
 * One flag of the row, switched in place: the server records it in the audit log. A column of a
 * Datagrid, which heads it with `label` (a key) and reads `sortable`.
 */
function FlagSwitch({ source, label }: { source: string; label: string; sortable?: boolean }) {
  const translate = useTranslate();
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
        input: {
          'aria-label': `${translate(label)} ${record.code ?? record.gameCode ?? String(record.id)}`,
        },
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

/** The list position, saved when the field loses focus; a Datagrid column headed by `label`. */
function OrderInput(_column: { label: string; sortable?: boolean }) {
  const translate = useTranslate();
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
      slotProps={{
        htmlInput: {
          min: 0,
          'aria-label': translate('console.catalogue.order_of', {
            name: record.code ?? record.id,
          }),
        },
      }}
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
  >
    <Datagrid rowClick={false} bulkActionButtons={false}>
      <ValueChipField source="category" kind="game_category" sortable={false} />
      <TextField source="code" sortable={false} />
      <TextField source="displayName" sortable={false} />
      <NumberField source="games" sortable={false} />
      <OrderInput label="console.catalogue.order" sortable={false} />
      <FlagSwitch source="enabled" label="console.catalogue.visible" sortable={false} />
      <FlagSwitch source="maintenance" label="console.catalogue.maintenance" sortable={false} />
    </Datagrid>
  </List>
);

export function GameList() {
  const translate = useTranslate();
  return (
    <List
      filters={[
        <SearchInput
          key="name"
          source="name"
          placeholder={translate('console.catalogue.name_or_code')}
          alwaysOn
        />,
        <SelectInput key="t" source="gameType" choices={categoryChoices} />,
        <TextInput key="v" source="vendorCode" label="console.catalogue.vendor_code" />,
      ]}
      exporter={false}
      perPage={25}
    >
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="nodeId" sortable={false} />
        <ValueChipField source="gameType" kind="game_category" sortable={false} />
        <TextField source="vendorCode" sortable={false} />
        <TextField source="name" sortable={false} />
        <OrderInput label="console.catalogue.order" sortable={false} />
        <FlagSwitch source="enabled" label="console.catalogue.visible" sortable={false} />
        <FlagSwitch source="isTop" label="console.catalogue.hot" sortable={false} />
        <FlagSwitch source="isNew" label="console.catalogue.new" sortable={false} />
        <FlagSwitch source="supportPlay" label="console.catalogue.trial_play" sortable={false} />
      </Datagrid>
    </List>
  );
}

export const LotteryList = () => (
  <List exporter={false} pagination={false}>
    <Datagrid rowClick={false} bulkActionButtons={false}>
      <TextField source="gameCode" sortable={false} />
      <TextField source="name" sortable={false} />
      <OrderInput label="console.catalogue.order" sortable={false} />
      <FlagSwitch source="onSale" label="console.catalogue.on_sale" sortable={false} />
    </Datagrid>
  </List>
);
