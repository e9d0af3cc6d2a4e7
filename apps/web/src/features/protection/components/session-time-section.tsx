import { useId } from 'react';
import { SESSION_TIME_CHOICES, type SessionTimeValue } from '@lotto/contract';
import { showToast } from '@/components/ui/toast-store';
import { checkedInOrder, useCheckedForm } from '@/lib/checked-form';
import { formatMerchantTime } from '@/lib/merchant-time';
import { refusalOf } from '@/lib/refusal';
import { useZoneOffsets } from '@/lib/settings';
import { useTranslation } from '@/lib/use-translation';
import { useLimitChange } from '../api/limit-changes';
import { PendingChange } from './pending-change';
import { ProtectionSection } from './protection-section';
import { IntervalChoice, intervalKey } from './interval-choice';

const NONE = 'none';
// The choice is one of the list's: nothing to check (the button asks for a change).
const choiceSchema = checkedInOrder(['chosen'], []);

/**
 * Issue 34: the daily session-time limit, with the time logged in today (counted on the server)
 * and what is left. A lower limit holds at once; a higher one or a removal waits 24 hours and a
 * confirmation, as the money limits do.
 */
export const SessionTimeSection = ({ sessionTime }: { sessionTime: SessionTimeValue }) => {
  const { t } = useTranslation();
  const selectId = useId();
  const errorId = useId();
  const offsets = useZoneOffsets();
  // The choice is the member's until saved; before, the select shows the limit that holds.
  const { form, values, edit, submit, errorOf, showAt } = useCheckedForm(
    choiceSchema,
    { chosen: '' },
    { clearOnEdit: false },
  );
  const change = useLimitChange();
  const current = sessionTime.limitMinutes === null ? NONE : String(sessionTime.limitMinutes);
  const error = errorOf('root') ?? null;
  const value = values.chosen || current;
  const words = (minutes: number) => {
    const [key, params] = intervalKey(minutes);
    return t(key, params);
  };
  const at = (ms: number) => formatMerchantTime(ms, offsets);
  const pending = sessionTime.pending;

  const save = () =>
    change.mutate(
      { action: 'set_session', minutes: value === NONE ? null : Number(value) },
      {
        onSuccess: (state) => {
          form.reset({ chosen: '' });
          const waits = state.sessionTime.pending?.confirmableAt ?? null;
          showToast(
            'success',
            waits === null
              ? t('protection.limit.saved_now')
              : t('protection.limit.raise_waits', { at: at(waits) }),
          );
        },
        onError: (e) => showAt('root', refusalOf(e).message),
      },
    );
  return (
    <ProtectionSection
      title={t('protection.session.title')}
      hint={t('protection.session.hint')}
      testId="protection-session-time"
    >
      <p className="protection-muted" data-testid="session-time-used">
        {sessionTime.limitMinutes !== null && sessionTime.leftMinutes !== null
          ? t('protection.session.today_left', {
              used: sessionTime.usedMinutes,
              left: sessionTime.leftMinutes,
              max: sessionTime.limitMinutes,
            })
          : t('protection.session.today_only', { used: sessionTime.usedMinutes })}
      </p>
      <form
        className="protection-form"
        noValidate
        onSubmit={(e) => void submit(async () => save())(e)}
      >
        <IntervalChoice
          id={selectId}
          label={t('protection.session.limit_label')}
          choices={SESSION_TIME_CHOICES}
          own={sessionTime.limitMinutes}
          off={{ value: NONE, label: t('protection.limit.none') }}
          value={value}
          onChange={(e) => edit('chosen', e.target.value)}
          aria-describedby={error ? errorId : undefined}
          data-testid="session-time-select"
          save={{
            label: t('protection.limit.save'),
            disabled: change.isPending || value === current,
            testId: 'session-time-save',
          }}
        />
        {error ? (
          <p id={errorId} role="alert" className="field-error">
            {error}
          </p>
        ) : null}
      </form>
      {pending ? (
        <PendingChange
          limit={{ kind: 'session', period: 'day' }}
          waiting={{
            raisedTo: pending.minutes === null ? null : words(pending.minutes),
            confirmableAt: pending.confirmableAt,
          }}
          change={change}
          testId="session-time"
        />
      ) : null}
    </ProtectionSection>
  );
};
