import { useId } from 'react';
import { SESSION_TIME_CHOICES, type SessionTimeValue } from '@lotto/contract';
import { showToast } from '@/components/ui/toast-store';
import { checkedInOrder, useCheckedForm } from '@/lib/checked-form';
import { formatMerchantTime } from '@/lib/merchant-time';
import { refusalOf } from '@/lib/refusal';
import { serverNow } from '@/lib/server-clock';
import { useZoneOffsets } from '@/lib/settings';
import { useTranslation } from '@/lib/use-translation';
import { useLimitChange } from '../api/limit-changes';
import { ProtectionSection } from './protection-section';
import { intervalKey } from './reality-check-section';

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
  const choices: number[] = [...SESSION_TIME_CHOICES];
  if (sessionTime.limitMinutes !== null && !choices.includes(sessionTime.limitMinutes))
    choices.push(sessionTime.limitMinutes);
  const words = (minutes: number) => {
    const [key, params] = intervalKey(minutes);
    return t(key, params);
  };
  const at = (ms: number) => formatMerchantTime(ms, offsets);
  const pending = sessionTime.pending;
  const confirmable = pending !== null && serverNow() >= pending.confirmableAt;

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
  const decide = (action: 'confirm' | 'cancel') =>
    change.mutate(
      { action, kind: 'session', period: 'day' },
      {
        onSuccess: () =>
          showToast(
            'success',
            t(action === 'confirm' ? 'protection.limit.confirmed' : 'protection.limit.kept'),
          ),
        onError: (e) => void import('@/lib/refusal-toast').then((m) => m.showRefusal(e)),
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
        <label className="field-label" htmlFor={selectId}>
          {t('protection.session.limit_label')}
        </label>
        <div className="protection-row">
          <select
            id={selectId}
            className="field-input protection-input"
            value={value}
            onChange={(e) => edit('chosen', e.target.value)}
            aria-describedby={error ? errorId : undefined}
            data-testid="session-time-select"
          >
            {choices
              .sort((a, b) => a - b)
              .map((minutes) => (
                <option key={minutes} value={String(minutes)}>
                  {words(minutes)}
                </option>
              ))}
            <option value={NONE}>{t('protection.limit.none')}</option>
          </select>
          <button
            type="submit"
            className="button button--primary"
            disabled={change.isPending || value === current}
            data-testid="session-time-save"
          >
            {t('protection.limit.save')}
          </button>
        </div>
        {error ? (
          <p id={errorId} role="alert" className="field-error">
            {error}
          </p>
        ) : null}
      </form>
      {pending ? (
        <div className="protection-pending" data-testid="session-time-pending">
          <p>
            {pending.minutes === null
              ? t('protection.limit.pending_removal', { at: at(pending.confirmableAt) })
              : t('protection.limit.pending_raise', {
                  amount: words(pending.minutes),
                  at: at(pending.confirmableAt),
                })}
          </p>
          {confirmable ? <p>{t('protection.limit.pending_due')}</p> : null}
          <div className="protection-actions">
            {confirmable ? (
              <button
                type="button"
                className="button button--primary"
                disabled={change.isPending}
                onClick={() => decide('confirm')}
                data-testid="session-time-confirm"
              >
                {t('protection.limit.confirm')}
              </button>
            ) : null}
            <button
              type="button"
              className="button button--ghost"
              disabled={change.isPending}
              onClick={() => decide('cancel')}
              data-testid="session-time-keep"
            >
              {t('protection.limit.keep')}
            </button>
          </div>
        </div>
      ) : null}
    </ProtectionSection>
  );
};
