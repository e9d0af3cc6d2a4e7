import { useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { messageOf } from './ops-list';
import { useWriteIntent } from './write-intent';

/**
 * The card that edits one record of a list page: its fields in a row, Save and Cancel. Save
 * writes through `save` with the intent's Idempotency-Key, says `savedMessage`, then `onSaved`;
 * a refusal stands above the fields.
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
  children: ReactNode;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [error, setError] = useState<string | null>(null);
  const intent = useWriteIntent();

  const submit = async () => {
    setError(null);
    try {
      await intent.submit(save);
      notify(savedMessage, { type: 'success' });
      onSaved();
    } catch (err) {
      setError(messageOf(err));
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
          {children}
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

type Named = { code: string; nameEn: string; nameTh: string };

/** The code and the English and Thai names a level or a mall item is known by. */
export function CodeAndNames({
  form,
  set,
}: {
  form: Named;
  set: (key: keyof Named, value: string) => void;
}) {
  const translate = useTranslate();
  return (
    <>
      <TextField
        label={translate('console.engagement.code')}
        value={form.code}
        onChange={(e) => set('code', e.target.value)}
        required
      />
      <TextField
        label={translate('console.engagement.name_en')}
        value={form.nameEn}
        onChange={(e) => set('nameEn', e.target.value)}
        required
      />
      <TextField
        label={translate('console.engagement.name_th')}
        value={form.nameTh}
        onChange={(e) => set('nameTh', e.target.value)}
        required
      />
    </>
  );
}
