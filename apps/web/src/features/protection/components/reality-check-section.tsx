import { useId } from 'react';
import { REALITY_CHECK_CHOICES } from '@lotto/contract';
import { showToast } from '@/components/ui/toast-store';
import { checkedInOrder, useCheckedForm } from '@/lib/checked-form';
import { useSession } from '@/lib/use-session';
import { useTranslation } from '@/lib/use-translation';
import { useRealityCheck, useSetRealityCheck } from '../api/reality-check';
import { ProtectionSection } from './protection-section';

const OFF = 'off';
// The choice is one of the list's: nothing to check but that there is one (the button's rule).
const choiceSchema = checkedInOrder(['chosen'], []);

/** The words for an interval: minutes below an hour, hours from one. */
export const intervalKey = (minutes: number): [string, { count: number }] =>
  minutes < 60
    ? ['protection.reality.minutes', { count: minutes }]
    : minutes === 60
      ? ['protection.reality.hour_one', { count: 1 }]
      : ['protection.reality.hours', { count: minutes / 60 }];

/** Issue 34: the member's reality-check interval, 10 minutes to 8 hours, or off. */
export const RealityCheckSection = () => {
  const { t } = useTranslation();
  const selectId = useId();
  const check = useRealityCheck(useSession()?.token ?? null);
  // The choice is the member's until saved; before, the select shows the server's interval.
  const { form, values, edit, submit } = useCheckedForm(choiceSchema, { chosen: '' });
  const save = useSetRealityCheck({
    mutationConfig: {
      onSuccess: () => {
        form.setValue('chosen', '');
        showToast('success', t('protection.reality.saved'));
      },
    },
  });
  const current = check.data
    ? check.data.intervalMinutes === null
      ? OFF
      : String(check.data.intervalMinutes)
    : null;
  const value = values.chosen || (current ?? '');
  const onSubmit = submit(async () => {
    if (!value) return;
    save.mutate(value === OFF ? null : Number(value));
  });
  const choices: number[] = [...REALITY_CHECK_CHOICES];
  // A member's interval set elsewhere (any whole minute) still shows.
  if (check.data?.intervalMinutes && !choices.includes(check.data.intervalMinutes))
    choices.push(check.data.intervalMinutes);

  return (
    <ProtectionSection
      title={t('protection.reality.title')}
      hint={t('protection.reality.hint')}
      testId="protection-reality"
    >
      <form className="protection-form" onSubmit={(e) => void onSubmit(e)}>
        <label className="field-label" htmlFor={selectId}>
          {t('protection.reality.interval')}
        </label>
        <div className="protection-row">
          <select
            id={selectId}
            className="field-input protection-input"
            value={value}
            disabled={!check.data}
            onChange={(e) => edit('chosen', e.target.value)}
            data-testid="reality-interval"
          >
            {choices
              .sort((a, b) => a - b)
              .map((minutes) => {
                const [key, params] = intervalKey(minutes);
                return (
                  <option key={minutes} value={String(minutes)}>
                    {t(key, params)}
                  </option>
                );
              })}
            <option value={OFF}>{t('protection.reality.off')}</option>
          </select>
          <button
            type="submit"
            className="button button--primary"
            disabled={save.isPending || value === current}
            data-testid="reality-save"
          >
            {t('protection.reality.save')}
          </button>
        </div>
      </form>
    </ProtectionSection>
  );
};
