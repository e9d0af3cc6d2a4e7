import type { DefaultValues } from 'react-hook-form';
import { useCheckedForm, type CheckedRules } from '@/lib/checked-form';
import { useTranslation } from '@/lib/use-translation';
import { errorMessageOf } from '../utils/error-message';

/**
 * An account form with one message line: the checked form whose message stays until the next
 * submit. `error` is the line (the root message); `refused` puts a refusal there (or the page's
 * own message for anything else); `attempt` runs a step under the one-at-a-time guard, clearing
 * the line first and showing on it what the step throws.
 */
export const useOneLineForm = <V extends Record<string, string>>(
  rules: CheckedRules<V>,
  defaultValues: DefaultValues<V>,
) => {
  const { t } = useTranslation();
  const { pending, ...checked } = useCheckedForm(rules, defaultValues, { clearOnEdit: false });
  const refused = (err: unknown) =>
    checked.showAt('root', errorMessageOf(err, t('account.security.error')));
  const attempt = (action: (values: V) => Promise<void>) =>
    checked.submit(async (values) => {
      checked.form.clearErrors();
      try {
        await action(values);
      } catch (err) {
        refused(err);
      }
    });
  return { ...checked, busy: pending, error: checked.errorOf('root') ?? null, refused, attempt };
};
