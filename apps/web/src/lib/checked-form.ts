import type { BaseSyntheticEvent, ChangeEvent } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldErrors,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import { useSingleSubmit } from './use-single-submit';

/** A field's check: the message the player reads, or null when it passes. */
export type Check<V> = (values: V) => string | null;

/**
 * A form's rules as a react-hook-form resolver, without zod: the money and account pages must
 * not load the contract's schemas (and zod) before their first paint (e2e first-view.spec).
 */
export type CheckedRules<V extends Record<string, unknown>> = Resolver<V>;

/** What a field holds: text, or a checkbox's or a select's own value. */
type FieldValue = string | boolean | number;

/**
 * A form's rules in the order the player reads the fields: only the first that fails shows,
 * under its field (or the form's one message line), unless `every` (then each failing one). A
 * check may name a field that is no text (files, a list): its message shows there. A form of
 * text fields is typed by its field names alone; one with checkboxes or numbers names its values.
 */
export const checkedInOrder =
  <const F extends string, V extends Record<F, FieldValue> = Record<F, string>>(
    fields: readonly F[],
    checks: readonly (readonly [string, Check<V>])[],
    { every = false }: { every?: boolean } = {},
  ): CheckedRules<NoInfer<V>> =>
  (raw) => {
    // A field the player has not touched yet (one added after the first render) reads as empty.
    const values = Object.fromEntries(
      fields.map((f) => {
        const value: unknown = raw[f];
        return [
          f,
          typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number'
            ? value
            : '',
        ];
      }),
    ) as V;
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [path, check] of checks) {
      const message = check(values);
      if (message !== null) {
        errors[path] = { type: 'custom', message };
        if (!every) break;
      }
    }
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<V> }
      : { values, errors: {} };
  };

/**
 * The block the player's text forms share: react-hook-form over the form's rules, checked on
 * submit only; one submit at a time (useSingleSubmit); `edit` is a field's change (its value and
 * no stale message); `showAt` puts a message (the server's refusal) under a field, or on the
 * form's one line (`root`), which `errorOf('root')` reads.
 */
export const useCheckedForm = <V extends Record<string, string>>(
  rules: CheckedRules<V>,
  defaultValues: DefaultValues<V>,
  /** False where a message stays until the next submit (a form with one message line). */
  { clearOnEdit = true }: { clearOnEdit?: boolean } = {},
) => {
  const form = useForm<V>({
    resolver: rules,
    defaultValues,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = useWatch({ control: form.control }) as V;
  const { pending, guard } = useSingleSubmit();
  const edit = (name: Path<V>, value: string) => {
    form.setValue(name, value as PathValue<V, Path<V>>);
    if (clearOnEdit) form.clearErrors();
  };
  const submit = (onValid: (values: V) => Promise<void>) =>
    guard((event: BaseSyntheticEvent) => form.handleSubmit(onValid)(event));
  const errorOf = (name: Path<V> | (string & {})) => {
    const error = (form.formState.errors as Record<string, { message?: unknown } | undefined>)[
      name
    ];
    return typeof error?.message === 'string' ? error.message : undefined;
  };
  const showAt = (name: string, message: string) => form.setError(name as Path<V>, { message });
  /** A text input's value, its change and its message, for a field component to spread. */
  const field = (name: Path<V>) => ({
    value: values[name] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement>) => edit(name, event.target.value),
    error: errorOf(name),
  });
  return { form, values, pending, edit, submit, errorOf, showAt, field };
};
