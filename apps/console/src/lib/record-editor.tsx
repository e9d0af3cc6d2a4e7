import { useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
  type TextFieldProps,
} from '@mui/material';
import { fieldsOf } from './form-refusal';
import { messageOf } from './ops-list';
import { useWriteIntent } from './write-intent';

/** The server's messages of a refused save, by the field each names. */
export type Refused = Record<string, string>;

/** A field's refusal as a MUI TextField shows it: marked, its message under it. */
export const refusedAt = (refused: Refused, field: string) =>
  refused[field] ? { error: true, helperText: refused[field] } : {};

/**
 * The card that edits one record of a list page: its fields in a row, Save and Cancel. Save
 * writes through `save` with the intent's Idempotency-Key, says `savedMessage`, then `onSaved`.
 * A refusal stands above the fields, unless the fields are drawn from what was refused
 * (`children` a function) and the server names them: then each message is under its field.
 */
export function RecordEditor({
  testId,
  title,
  save,
  savedMessage,
  onSaved,
  onCancel,
  children,
}: {
  testId: string;
  title: string;
  save: (idempotencyKey: string) => Promise<unknown>;
  savedMessage: string;
  onSaved: () => void;
  onCancel: () => void;
  children: ReactNode | ((refused: Refused) => ReactNode);
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<Refused>({});
  const intent = useWriteIntent();

  const submit = async () => {
    setError(null);
    setRefused({});
    try {
      await intent.submit(save);
      notify(savedMessage, { type: 'success' });
      onSaved();
    } catch (err) {
      const fields = fieldsOf(err);
      if (typeof children === 'function' && Object.keys(fields).length > 0) setRefused(fields);
      else setError(messageOf(err));
    }
  };

  return (
    <Card
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      sx={{ mb: 2 }}
      data-testid={testId}
    >
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {title}
        </Typography>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {typeof children === 'function' ? children(refused) : children}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" disabled={intent.pending}>
            {translate('ra.action.save')}
          </Button>
          <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** A record's form: its values and a setter of one field. */
export function useRecordForm<F extends object>(initial: F) {
  const [form, setForm] = useState(initial);
  const set = <K extends keyof F>(key: K, value: F[K]) => setForm((f) => ({ ...f, [key]: value }));
  return { form, set };
}

export type Named = { code: string; nameEn: string; nameTh: string };

const NAMED_FIELDS = [
  ['code', 'console.engagement.code'],
  ['nameEn', 'console.engagement.name_en'],
  ['nameTh', 'console.engagement.name_th'],
] as const satisfies readonly (readonly [keyof Named, string])[];

/** The code and the English and Thai names a level or a mall item is known by. */
export function CodeAndNames({
  form,
  set,
  refused = {},
}: {
  form: Named;
  set: (key: keyof Named, value: string) => void;
  refused?: Refused;
}) {
  const translate = useTranslate();
  return (
    <>
      {NAMED_FIELDS.map(([key, label]) => (
        <TextField
          key={key}
          label={translate(label)}
          value={form[key]}
          onChange={(e) => set(key, e.target.value)}
          required
          {...refusedAt(refused, key)}
        />
      ))}
    </>
  );
}

/** A number field of a record's form; what is typed reaches `onChange` as a number. */
export function NumberInput({
  value,
  onChange,
  ...field
}: Omit<TextFieldProps, 'type' | 'value' | 'onChange'> & {
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <TextField
      {...field}
      type="number"
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
    />
  );
}

/** Whether a level or a mall item is in use. */
export function ActiveCheckbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      control={<Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} />}
      label={label}
    />
  );
}
