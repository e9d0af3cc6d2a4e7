import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Button, MenuItem, Stack, TextField } from '@mui/material';

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

/** A filter that picks one of `options` or any (the empty value). */
export function AnyOf({
  label,
  value,
  options,
  onChange,
  minWidth,
}: {
  label: string;
  value: string;
  options: readonly string[];
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
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {o}
        </MenuItem>
      ))}
    </TextField>
  );
}
