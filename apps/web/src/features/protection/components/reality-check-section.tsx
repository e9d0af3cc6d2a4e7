import { useId } from 'react';
import { REALITY_CHECK_CHOICES } from '@lotto/contract';
import { showToast } from '@/components/ui/toast-store';
import { checkedInOrder, useCheckedForm } from '@/lib/checked-form';
import { useSession } from '@/lib/use-session';
import { useTranslation } from '@/lib/use-translation';
import { useRealityCheck, useSetRealityCheck } from '../api/reality-check';
import { IntervalChoice } from './interval-choice';
import { ProtectionSection } from './protection-section';

const OFF = 'off';
// The choice is one of the list's: nothing to check but that there is one (the button's rule).
const choiceSchema = checkedInOrder(['chosen'], []);

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

  return (
    <ProtectionSection
      title={t('protection.reality.title')}
      hint={t('protection.reality.hint')}
      testId="protection-reality"
    >
      <form className="protection-form" onSubmit={(e) => void onSubmit(e)}>
        <IntervalChoice
          id={selectId}
          label={t('protection.reality.interval')}
          choices={REALITY_CHECK_CHOICES}
          own={check.data?.intervalMinutes ?? null}
          off={{ value: OFF, label: t('protection.reality.off') }}
          value={value}
          disabled={!check.data}
          onChange={(e) => edit('chosen', e.target.value)}
          data-testid="reality-interval"
          save={{
            label: t('protection.reality.save'),
            disabled: save.isPending || value === current,
            testId: 'reality-save',
          }}
        />
      </form>
    </ProtectionSection>
  );
};
