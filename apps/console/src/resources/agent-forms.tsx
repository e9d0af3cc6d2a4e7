import type { ReactNode } from 'react';
import { Form, TextInput, required, useTranslate } from 'react-admin';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { FormRefusal } from '../lib/form-refusal';
import type { ValueKind } from '../lib/value-texts';
import { ValueSelect } from '../lib/value-select';

/**
 * The fields of an Agents form in one row that wraps, tops aligned so that a message under one
 * field does not move the others (the quota, rates, move and filter forms).
 */
export function AgentFormRow({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      {children}
    </Stack>
  );
}

/** An Agents form that sets something: its box (`testId` names it for tests) and its form. */
export function AgentForm<V extends FieldValues>({
  testId,
  defaultValues,
  onSubmit,
  children,
}: {
  testId: string;
  defaultValues: V;
  onSubmit: (values: V) => unknown;
  children: ReactNode;
}) {
  return (
    <Box data-testid={testId} sx={{ mb: 3 }}>
      <Form<FieldValues>
        defaultValues={defaultValues}
        onSubmit={(values: FieldValues) => onSubmit(values as V)}
      >
        {children}
      </Form>
    </Box>
  );
}

/** A text field an Agents form cannot send empty (a username, a rate), drawn small. */
export function RequiredText({ source, label }: { source: string; label: string }) {
  return (
    <TextInput source={source} size="small" fullWidth={false} label={label} validate={required()} />
  );
}

/** An Agents form's title, the line that says what it does, and a refusal that names no field. */
export function AgentFormHeading({
  title,
  text,
  id,
}: {
  title: string;
  text?: string;
  id?: string;
}) {
  return (
    <>
      <Typography variant="h6" component="h2" id={id} sx={{ mb: 1 }}>
        {title}
      </Typography>
      {text ? (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {text}
        </Typography>
      ) : null}
      <FormRefusal />
    </>
  );
}

/**
 * A filter form's values as the Agents operations take them: trimmed text, an emptied field
 * (react-admin's inputs make it null) as the empty text that means "any".
 */
export const filterText = <V extends Record<string, string>>(values: FieldValues): V =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, String(value ?? '').trim()]),
  ) as V;

/**
 * The row of fields above an Agents table, sent with its one button: a react-admin form whose
 * `onSubmit` may return the server's refusal (see `refusalOf`) to show it under its fields.
 */
export function FilterForm<V extends Record<string, string>>({
  defaultValues,
  submitLabel,
  onSubmit,
  role,
  after,
  error,
  children,
}: {
  defaultValues: V;
  submitLabel: string;
  onSubmit: (values: V) => unknown;
  /** The landmark the form stands for ("search"), when it is one. */
  role?: string;
  /** Buttons after the one that sends (they do not send the form). */
  after?: ReactNode;
  /** The refusal of the last read of what the form filters, shown under it. */
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <>
      <Box sx={{ mb: 2 }} role={role}>
        <Form<FieldValues>
          defaultValues={defaultValues}
          onSubmit={(values: FieldValues) => onSubmit(filterText<V>(values))}
        >
          <FormRefusal />
          <AgentFormRow>
            {children}
            <Button type="submit" variant="outlined">
              {submitLabel}
            </Button>
            {after}
          </AgentFormRow>
        </Form>
      </Box>
      {error ? <Alert severity="error">{error}</Alert> : null}
    </>
  );
}

/** How a text or date field of a filter row is drawn: small, its own width, no room for a hint. */
export const FILTER_INPUT = { size: 'small', fullWidth: false, helperText: false } as const;

/**
 * The filter row of a paged Agents list: the agent's username, then the list's own `children`;
 * the refusal of the list's last read under it.
 */
export function AgentListFilter<V extends Record<string, string>>({
  defaultValues,
  onSubmit,
  error,
  children,
}: {
  defaultValues: V;
  onSubmit: (values: V) => unknown;
  error: string | null;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <FilterForm
      defaultValues={defaultValues}
      submitLabel={translate('console.agents.filter')}
      onSubmit={onSubmit}
      error={error}
    >
      <TextInput source="username" label="console.agents.agent_username" {...FILTER_INPUT} />
      {children}
    </FilterForm>
  );
}

/** A filter that picks one value of a kind, worded in the operator's language, or any. */
export function AnyOf(props: { source: string; label: string; kind: ValueKind; minWidth: number }) {
  return <ValueSelect {...props} helperText={false} emptyText="console.agents.any" />;
}
