import type { BaseSyntheticEvent } from 'react';
import { useForm, useWatch, type DefaultValues, type Path, type PathValue } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useSingleSubmit } from './use-single-submit';

/** A field's check: the message the player reads, or null when it passes. */
export type Check<V> = (values: V) => string | null;

/**
 * A form's rules in the order the player reads the fields: only the first that fails shows,
 * under its field (or the form's one message line), unless `every` (then each failing one). A
 * check may name a field that is no text (files, a list): its message shows there.
 */
export const checkedInOrder = <const F extends string>(
  fields: readonly F[],
  checks: readonly (readonly [string, Check<Record<F, string>>])[],
  { every = false }: { every?: boolean } = {},
) =>
  z
    // A field the player has not touched yet (one added after the first render) reads as empty.
    .object(Object.fromEntries(fields.map((f) => [f, z.string().default('')])))
    .superRefine((values, ctx) => {
      for (const [path, check] of checks) {
        const message = check(values as Record<F, string>);
        if (message !== null) {
          ctx.addIssue({ code: 'custom', path: [path], message });
          if (!every) return;
        }
      }
    }) as unknown as z.ZodType<Record<F, string>, Record<F, string>>;

/**
 * The block the player's text forms share: react-hook-form over the form's zod rules, checked on
 * submit only; one submit at a time (useSingleSubmit); `edit` is a field's change (its value and
 * no stale message); `showAt` puts a message (the server's refusal) under a field, or on the
 * form's one line (`root`), which `errorOf('root')` reads.
 */
export const useCheckedForm = <V extends Record<string, string>>(
  schema: z.ZodType<V, V>,
  defaultValues: DefaultValues<V>,
  /** False where a message stays until the next submit (a form with one message line). */
  { clearOnEdit = true }: { clearOnEdit?: boolean } = {},
) => {
  const form = useForm<V>({
    resolver: zodResolver(schema),
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
  return { form, values, pending, edit, submit, errorOf, showAt };
};
