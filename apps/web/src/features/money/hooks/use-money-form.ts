import type { DefaultValues, Path } from 'react-hook-form';
import { useCheckedForm, type CheckedRules } from '@/lib/checked-form';
import { useAttemptKey } from '@/lib/idempotency-key';
import { useTranslation } from '@/lib/use-translation';
import { amountProblem, formatMoney } from '../utils/amount';

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
 * A money form: the checked form with one idempotency key per attempt. `edit` renews the key
 * when the field is part of what the attempt asks (`keyed`, the default).
 */
export const useMoneyForm = <V extends Record<string, string>>(
  rules: CheckedRules<V>,
  defaultValues: DefaultValues<V>,
) => {
  const checked = useCheckedForm(rules, defaultValues);
  const key = useAttemptKey();
  const edit = (name: Path<V>, value: string, keyed = true) => {
    checked.edit(name, value);
    if (keyed) key.renew();
  };
  /** A text field's value, its change and its message, for TextInput and AmountField. */
  const field = (name: Path<V>, keyed = true) => ({
    value: checked.values[name] ?? '',
    onChange: (value: string) => edit(name, value, keyed),
    error: checked.errorOf(name),
  });
  return { ...checked, key, edit, field };
};
