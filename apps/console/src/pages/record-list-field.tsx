import { useEffect, useRef, useState } from 'react';
import {
  ArrayInput,
  BooleanInput,
  Form,
  NumberInput,
  ResourceContextProvider,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Box, Typography } from '@mui/material';
import { useSettingLabels } from './setting-labels';

/** The part of JSON Schema a list of records uses (see config-form.tsx). */
interface ItemSchema {
  type?: string;
  properties?: Record<string, ItemSchema>;
  required?: string[];
  items?: ItemSchema;
  enum?: (string | number)[];
}

type Row = Record<string, unknown>;

/** Whether a schema is a list of records: what this field edits. */
export const isRecordList = (schema: ItemSchema): boolean =>
  schema.type === 'array' && schema.items?.type === 'object' && Boolean(schema.items.properties);

/** Hands the list up whenever an input changes it (not for the first, unchanged render). */
function EmitChanges({ initial, onChange }: { initial: string; onChange: (rows: Row[]) => void }) {
  const rows = useWatch({ name: 'items' }) as Row[] | undefined;
  const last = useRef(initial);
  useEffect(() => {
    const text = JSON.stringify(rows ?? []);
    if (text === last.current) return;
    last.current = text;
    onChange(rows ?? []);
  }, [rows, onChange]);
  return null;
}

/** One input per field of the record, by its schema. */
function inputFor(
  name: string,
  schema: ItemSchema,
  required: boolean,
  disabled: boolean,
  translate: (key: string, options?: object) => string,
  fieldLabel: string,
) {
  const label = required
    ? fieldLabel
    : translate('console.settings.optional', { name: fieldLabel });
  const common = { source: name, label, disabled, helperText: false as const };
  if (schema.enum) {
    return (
      <SelectInput
        key={name}
        {...common}
        choices={schema.enum.map((o) => ({ id: o, name: String(o) }))}
      />
    );
  }
  if (schema.type === 'boolean') return <BooleanInput key={name} {...common} />;
  if (schema.type === 'integer' || schema.type === 'number')
    return <NumberInput key={name} {...common} />;
  if (
    schema.type === 'array' &&
    (schema.items?.type === 'integer' || schema.items?.type === 'number')
  )
    // A short list of numbers (a bank's account lengths): comma-separated.
    return (
      <TextInput
        key={name}
        {...common}
        label={translate('console.settings.comma_separated', { label })}
        format={(v: unknown) => (Array.isArray(v) ? v.join(', ') : typeof v === 'string' ? v : '')}
        // Numbers once the text is a clean list; until then the text as typed (the server names it).
        parse={(text: string) =>
          /^\s*\d+(\s*,\s*\d+)*\s*$/.test(text)
            ? text.split(',').map((s) => Number(s.trim()))
            : text
        }
      />
    );
  return <TextInput key={name} {...common} />;
}

/**
 * A list of records of the merchant configuration (links, countries, banks, bank accounts …) as
 * react-admin's array form: a row of inputs per record, added, removed and reordered in place.
 * The server's messages for its rows (`resources.2.url` …) are listed under it.
 */
export function RecordListField({
  schema,
  label,
  path,
  value,
  onChange,
  errors,
  disabled,
}: {
  schema: ItemSchema;
  label: string;
  path: string;
  value: unknown;
  onChange: (rows: Row[]) => void;
  errors: Record<string, string>;
  disabled: boolean;
}) {
  const translate = useTranslate();
  const labels = useSettingLabels();
  // The form keeps its own state from here on; it hands every change up.
  const [record] = useState(() => ({ id: path, items: Array.isArray(value) ? value : [] }));
  const item = schema.items!;
  const required = new Set(item.required ?? []);
  const problems = Object.entries(errors).filter(
    ([key]) => key === path || key.startsWith(`${path}.`),
  );
  return (
    <Box component="fieldset" sx={{ border: '1px solid #d0d4dc', borderRadius: 1, p: 1.5 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      {/* react-admin's inputs belong to a resource; the settings page is the merchant's. */}
      <ResourceContextProvider value="merchant-settings">
        <Form record={record}>
          <EmitChanges initial={JSON.stringify(record.items)} onChange={onChange} />
          <ArrayInput source="items" label={false}>
            <SimpleFormIterator
              inline
              disableAdd={disabled}
              disableRemove={disabled}
              disableReordering={disabled}
              disableClear
            >
              {Object.entries(item.properties ?? {}).map(([name, s]) =>
                inputFor(
                  name,
                  s,
                  required.has(name),
                  disabled,
                  translate,
                  labels.label(`${path}.${name}`),
                ),
              )}
            </SimpleFormIterator>
          </ArrayInput>
        </Form>
      </ResourceContextProvider>
      {problems.map(([key, message]) => (
        <Typography key={key} color="error" variant="caption" component="p">
          {key}: {message}
        </Typography>
      ))}
    </Box>
  );
}
