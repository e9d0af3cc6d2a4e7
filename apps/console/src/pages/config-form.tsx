import { useState } from 'react';
import {
  Box,
  Checkbox,
  FormControlLabel,
  FormGroup,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { z } from 'zod';
import { merchantConfig } from '@lotto/contract';
import { LoginVideoField } from './login-video-field';
import { isRecordList, RecordListField } from './record-list-field';
import { useSettingLabels } from './setting-labels';

/** The part of JSON Schema the merchant configuration uses. */
interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  propertyNames?: Schema;
  items?: Schema;
  required?: string[];
  enum?: (string | number)[];
  pattern?: string;
}

/** Generated from the same zod schema that checks the file, so a new field gets an input. */
export const rootSchema = z.toJSONSchema(merchantConfig, {
  io: 'input',
  unrepresentable: 'any',
}) as Schema;

const HEX_COLOUR = '^#[0-9a-fA-F]{6}$';

type Json = unknown;
type Errors = Record<string, string>;

function setAt(root: Json, path: string[], value: Json): Json {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const base = (root && typeof root === 'object' ? root : {}) as Record<string, Json>;
  const next = { ...base };
  const child = setAt(base[head], rest, value);
  if (child === undefined) delete next[head];
  else next[head] = child;
  return next;
}

interface FieldProps {
  schema: Schema;
  path: string[];
  value: Json;
  onChange: (path: string[], value: Json) => void;
  errors: Errors;
  disabled: boolean;
}

/** What has no form of its own yet (register.fields, a map of records) as JSON, checked when it leaves the field. */
function JsonField({ path, value, onChange, errors, disabled }: FieldProps) {
  const key = path.join('.');
  const [text, setText] = useState(() => JSON.stringify(value ?? null, null, 2));
  const [bad, setBad] = useState(false);
  const translate = useTranslate();
  const { label, help } = useSettingLabels();
  return (
    <TextField
      label={`${label(key)} (JSON)`}
      value={text}
      multiline
      minRows={2}
      maxRows={12}
      fullWidth
      disabled={disabled}
      error={bad || key in errors}
      helperText={bad ? translate('console.settings.not_json') : (errors[key] ?? help(key))}
      slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => {
        try {
          onChange(path, JSON.parse(text));
          setBad(false);
        } catch {
          setBad(true);
        }
      }}
    />
  );
}

/** Numbers separated by commas; a part that is not a number stays as typed for the server to name. */
function NumberListField({ path, value, onChange, errors, disabled }: FieldProps) {
  const key = path.join('.');
  const [text, setText] = useState(() => ((value ?? []) as number[]).join(', '));
  const translate = useTranslate();
  const { label, help } = useSettingLabels();
  return (
    <TextField
      label={translate('console.settings.numbers', { label: label(key) })}
      value={text}
      fullWidth
      size="small"
      disabled={disabled}
      error={key in errors}
      helperText={errors[key] ?? help(key)}
      onChange={(e) => {
        setText(e.target.value);
        const parts = e.target.value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        onChange(
          path,
          parts.map((p) => (/^-?\d+(\.\d+)?$/.test(p) ? Number(p) : p)),
        );
      }}
    />
  );
}

function Field(props: FieldProps) {
  const { schema, path, value, onChange, errors, disabled } = props;
  const translate = useTranslate();
  const key = path.join('.');
  const labels = useSettingLabels();
  const label = labels.label(key);
  const error = errors[key];
  const common = {
    error: Boolean(error),
    helperText: error ?? labels.help(key),
    disabled,
    size: 'small' as const,
  };

  if (key === 'loginVideo') {
    return (
      <LoginVideoField
        value={value}
        onChange={(next) => onChange(path, next)}
        errors={errors}
        disabled={disabled}
      />
    );
  }
  if (schema.properties) {
    return (
      <Box component="fieldset" sx={{ border: '1px solid #d0d4dc', borderRadius: 1, p: 1.5 }}>
        <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
          {label}
        </Typography>
        <Stack spacing={1.5}>
          {Object.entries(schema.properties).map(([k, s]) => (
            <Field
              key={k}
              {...props}
              schema={s}
              path={[...path, k]}
              value={(value as Record<string, Json> | undefined)?.[k]}
            />
          ))}
        </Stack>
      </Box>
    );
  }
  const names = schema.propertyNames?.enum;
  if (names && typeof schema.additionalProperties === 'object') {
    if (schema.additionalProperties.type === 'boolean') {
      // Flags: a switch each (absent is off).
      const flags = (value ?? {}) as Record<string, boolean>;
      return (
        <Box component="fieldset" sx={{ border: '1px solid #d0d4dc', borderRadius: 1, p: 1.5 }}>
          <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
            {label}
          </Typography>
          <FormGroup row>
            {names.map((n) => (
              <FormControlLabel
                key={n}
                sx={{ minWidth: 220 }}
                label={labels.label(`${key}.${String(n)}`)}
                control={
                  <Switch
                    size="small"
                    checked={Boolean(flags[n])}
                    disabled={disabled}
                    onChange={(e) => onChange([...path, String(n)], e.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
        </Box>
      );
    }
    return <JsonField {...props} />;
  }
  if (schema.type === 'boolean') {
    return (
      <FormControlLabel
        label={label}
        control={
          <Switch
            checked={Boolean(value)}
            disabled={disabled}
            onChange={(e) => onChange(path, e.target.checked)}
          />
        }
      />
    );
  }
  if (schema.enum) {
    const options = schema.enum.map(String);
    return (
      <TextField
        select
        label={label}
        value={value ?? ''}
        onChange={(e) => onChange(path, e.target.value)}
        sx={{ maxWidth: 320 }}
        {...common}
      >
        {schema.enum.map((o) => (
          <MenuItem key={String(o)} value={o}>
            {labels.option(key, String(o), options)}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  if (isRecordList(schema)) {
    return (
      <RecordListField
        schema={schema}
        label={label}
        path={key}
        value={value}
        onChange={(rows) => onChange(path, rows)}
        errors={errors}
        disabled={disabled}
      />
    );
  }
  if (
    schema.type === 'array' &&
    (schema.items?.type === 'integer' || schema.items?.type === 'number')
  ) {
    // A list of numbers (the sign-in streak's points per day): comma-separated.
    return <NumberListField {...props} />;
  }
  if (schema.type === 'array' && schema.items?.enum) {
    const chosen = new Set((value ?? []) as string[]);
    const options = schema.items.enum.map(String);
    return (
      <Box component="fieldset" sx={{ border: 'none', p: 0, m: 0 }}>
        <Typography component="legend" variant="body2">
          {label}
        </Typography>
        <FormGroup row>
          {options.map((o) => (
            <FormControlLabel
              key={o}
              label={labels.option(key, o, options)}
              control={
                <Checkbox
                  checked={chosen.has(o)}
                  disabled={disabled}
                  onChange={(e) =>
                    onChange(
                      path,
                      options.filter((x) => (x === o ? e.target.checked : chosen.has(x))),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
        {error && (
          <Typography color="error" variant="caption">
            {error}
          </Typography>
        )}
      </Box>
    );
  }
  if (schema.type === 'array' && schema.items?.type === 'string') {
    return (
      <TextField
        label={translate('console.settings.comma_separated', { label })}
        value={((value ?? []) as string[]).join(', ')}
        onChange={(e) =>
          onChange(
            path,
            e.target.value
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
          )
        }
        fullWidth
        {...common}
      />
    );
  }
  if (schema.type === 'number' || schema.type === 'integer') {
    return (
      <TextField
        type="number"
        label={label}
        value={value ?? ''}
        onChange={(e) => onChange(path, e.target.value === '' ? undefined : Number(e.target.value))}
        // Wide enough for a label in words: Thai ones run longer than the key they replace.
        sx={{ maxWidth: 360 }}
        {...common}
      />
    );
  }
  if (schema.type === 'string') {
    if (schema.pattern === HEX_COLOUR) {
      return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box
            component="input"
            type="color"
            aria-label={translate('console.settings.colour', { label })}
            value={(value as string) ?? '#000000'}
            disabled={disabled}
            onChange={(e: React.ChangeEvent<HTMLInputElement>) => onChange(path, e.target.value)}
            sx={{ width: 44, height: 32, p: 0, border: 'none' }}
          />
          <TextField
            label={label}
            value={value ?? ''}
            onChange={(e) => onChange(path, e.target.value)}
            sx={{ maxWidth: 200 }}
            {...common}
          />
        </Stack>
      );
    }
    return (
      <TextField
        label={label}
        value={value ?? ''}
        onChange={(e) => onChange(path, e.target.value === '' ? undefined : e.target.value)}
        multiline={key === 'status.info'}
        fullWidth
        {...common}
      />
    );
  }
  return <JsonField {...props} />;
}

/**
 * Every field of the merchant configuration as a form, one section per top-level group
 * (branding, languages, whitelabel, register, links, region, status …). `errors` are the server's
 * messages by dotted path, shown on their field.
 */
export function ConfigForm({
  value,
  onChange,
  errors,
  disabled,
}: {
  value: Json;
  onChange: (next: Json) => void;
  errors: Errors;
  disabled: boolean;
}) {
  const change = (path: string[], v: Json) => onChange(setAt(value, path, v));
  return (
    <Stack spacing={2}>
      {Object.entries(rootSchema.properties ?? {}).map(([k, s]) => (
        <Field
          key={k}
          schema={s}
          path={[k]}
          value={(value as Record<string, Json>)[k]}
          onChange={change}
          errors={errors}
          disabled={disabled}
        />
      ))}
    </Stack>
  );
}
