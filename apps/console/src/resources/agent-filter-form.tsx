import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { VALUE_KINDS, valueText, type ValueKind } from '../lib/value-texts';

/** The row of fields above an Agents table, sent with its one button. */
export function FilterForm({
  submitLabel,
  onSubmit,
  children,
}: {
  submitLabel: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Stack
      component="form"
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', mb: 2 }}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <Button type="submit" variant="outlined">
        {submitLabel}
      </Button>
    </Stack>
  );
}

/** A filter that picks one value of a kind, worded in the operator's language, or any. */
export function AnyOf({
  label,
  value,
  kind,
  onChange,
  minWidth,
}: {
  label: string;
  value: string;
  kind: ValueKind;
  onChange: (value: string) => void;
  minWidth: number;
}) {
  const translate = useTranslate();
  return (
    <TextField
      size="small"
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth }}
    >
      <MenuItem value="">{translate('console.agents.any')}</MenuItem>
      {VALUE_KINDS[kind].map((o) => (
        <MenuItem key={o} value={o}>
          {valueText(translate, kind, o)}
        </MenuItem>
      ))}
    </TextField>
  );
}
