import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { checkedInOrder } from '@/lib/checked-form';
import {
  ageAndTermsErrors,
  type AgeAndTermsErrors,
  type AgeAndTermsValues,
} from '../utils/age-and-terms';

const fields = ['birthDate', 'agreeTerms'] as const;

/** §5 the birth date and the agreement as one rule set: both messages at once, as locale keys. */
export const ageAndTermsRules = (minimumAge: number) =>
  checkedInOrder<(typeof fields)[number], AgeAndTermsValues>(
    fields,
    fields.map(
      (field) =>
        [
          field,
          (values: AgeAndTermsValues) => ageAndTermsErrors(values, minimumAge)[field] ?? null,
        ] as const,
    ),
    { every: true },
  );

/**
 * The age and terms fields (§5) the register form and the identity-provider registration share,
 * on react-hook-form: checked on submit (`check`), the server's refusal shown by `refuse`. With
 * `clearOnFix`, a field the player changes loses its message; the other keeps its own.
 */
export const useAgeAndTerms = (minimumAge: number, { clearOnFix = false } = {}) => {
  const rules = useMemo(() => ageAndTermsRules(minimumAge), [minimumAge]);
  const form = useForm<AgeAndTermsValues>({
    resolver: rules,
    defaultValues: { birthDate: '', agreeTerms: false },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = useWatch({ control: form.control }) as AgeAndTermsValues;
  const { errors: found } = form.formState;
  const errors: AgeAndTermsErrors = {
    ...(found.birthDate?.message ? { birthDate: found.birthDate.message } : {}),
    ...(found.agreeTerms?.message ? { agreeTerms: found.agreeTerms.message } : {}),
  };
  const change = (next: AgeAndTermsValues) => {
    for (const field of fields) {
      if (next[field] === values[field]) continue;
      form.setValue(field, next[field]);
      if (clearOnFix) form.clearErrors(field);
    }
  };
  /** Runs the rules; true when both pass, else their messages show. */
  const check = () => form.trigger();
  /** The server's refusal, in place of any message shown before. */
  const refuse = (refused: AgeAndTermsErrors) => {
    form.clearErrors();
    for (const field of fields) {
      const message = refused[field];
      if (message) form.setError(field, { message });
    }
  };
  return { values, errors, change, check, refuse };
};
