import type { FormEvent } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';

/** What is wrong with a filter's fields, by field: a locale key each, none when it may apply. */
export type FilterIssues<V> = Partial<Record<keyof V & string, string>>;

const byField =
  <V extends FieldValues>(issuesOf: (values: V) => FilterIssues<V>): Resolver<V> =>
  (values) => {
    const found = Object.entries(issuesOf(values)).filter(([, key]) => typeof key === 'string');
    if (found.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      found.map(([field, key]) => [field, { type: 'custom', message: key }]),
    );
    return { values: {}, errors: errors as FieldErrors<V> };
  };

/**
 * A filter form: its submit sends nothing, it hands the chosen filter to the page (its URL or
 * its list's query key), so there is no body to check against the contract. Its defaults are the
 * filter the page applies now; `set` changes fields (a chip, a reset); `issuesOf`, when given,
 * is checked on submit only and what it finds stays under its field until the next submit.
 */
export const useFilterForm = <V extends FieldValues>(
  applied: V,
  apply: (values: V) => void,
  issuesOf?: (values: V) => FilterIssues<V>,
) => {
  const form = useForm<V>({
    defaultValues: applied as DefaultValues<V>,
    ...(issuesOf ? { resolver: byField(issuesOf) } : {}),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = useWatch({ control: form.control }) as V;
  const set = (patch: Partial<V>) => {
    for (const [name, value] of Object.entries(patch))
      form.setValue(name as Path<V>, value as PathValue<V, Path<V>>);
  };
  const submit = (event: FormEvent) => {
    void form.handleSubmit(apply)(event);
  };
  const issueOf = (name: keyof V & string) => {
    const message = (form.formState.errors as Record<string, { message?: unknown } | undefined>)[
      name
    ]?.message;
    return typeof message === 'string' ? message : undefined;
  };
  return { values, set, submit, issueOf };
};
