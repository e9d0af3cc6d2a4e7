import type { BaseSyntheticEvent } from 'react';
import { useForm, useWatch, type DefaultValues, type Path, type PathValue } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useAttemptKey } from '@/lib/idempotency-key';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useTranslation } from '@/lib/use-translation';
import { amountProblem, formatMoney } from '../utils/amount';

type Values = Record<string, string>;

/** A field's check: the message the member reads under it, or null when it passes. */
export type Check<V extends Values> = (values: V) => string | null;

/**
 * A money form's rules in the order the member reads the fields: only the first that fails
 * shows, under its field, as it did before the form was sent through react-hook-form.
 */
export const checkedInOrder = <const F extends string>(
  fields: readonly F[],
  /** A check may name a field that is no text (the slips): its message shows there. */
  checks: readonly (readonly [string, Check<Record<F, string>>])[],
) =>
  z
    .object(Object.fromEntries(fields.map((f) => [f, z.string()])) as Record<F, z.ZodString>)
    .superRefine((values, ctx) => {
      for (const [path, check] of checks) {
        const message = check(values as Record<F, string>);
        if (message !== null) {
          ctx.addIssue({ code: 'custom', path: [path], message });
          return;
        }
      }
    }) as unknown as z.ZodType<Record<F, string>, Record<F, string>>;

/** The amount's check against the limits, worded with the limits as the member reads them. */
export const useAmountCheck = (limits: { min: string; max: string; decimals: number }) => {
  const { t, i18n } = useTranslation();
  const shown = (a: string) => formatMoney(a, limits.decimals, i18n.language);
  return (text: string): string | null => {
    const problem = amountProblem(text, limits);
    if (!problem) return null;
    return t(problem.key, {
      ...problem,
      ...('min' in problem ? { min: shown(problem.min) } : {}),
      ...('max' in problem ? { max: shown(problem.max) } : {}),
    });
  };
};

/**
 * The block the money forms share: react-hook-form over the form's rules (checked on submit
 * only), one submit at a time, and one idempotency key per attempt. `edit` is a field's change:
 * the value, no stale message, and a new key when the field is part of what the attempt asks.
 */
export const useMoneyForm = <V extends Values>(
  schema: z.ZodType<V, V>,
  defaultValues: DefaultValues<V>,
) => {
  const form = useForm<V>({
    resolver: zodResolver(schema),
    defaultValues,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = useWatch({ control: form.control }) as V;
  const key = useAttemptKey();
  const { pending, guard } = useSingleSubmit();
  const edit = (name: Path<V>, value: string, keyed = true) => {
    form.setValue(name, value as PathValue<V, Path<V>>);
    form.clearErrors();
    if (keyed) key.renew();
  };
  const submit = (onValid: (values: V) => Promise<void>) =>
    guard((event: BaseSyntheticEvent) => form.handleSubmit(onValid)(event));
  const errorOf = (name: Path<V> | (string & {})) => {
    const error = (form.formState.errors as Record<string, { message?: unknown } | undefined>)[
      name
    ];
    return typeof error?.message === 'string' ? error.message : undefined;
  };
  /** A message under a field (the server's refusal, a rule the server checks alone). */
  const showAt = (name: string, message: string) => form.setError(name as Path<V>, { message });
  return { form, values, key, pending, edit, submit, errorOf, showAt };
};
