import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type PathValue } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import {
  REMINDER_DEFAULT_LEAD_MINUTES,
  REMINDER_LEAD_CHOICES,
  SUCCESS_TOAST_MS,
  type ReminderPreferencesValue,
} from '@lotto/contract';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { showToast } from '@/components/ui/toast-store';
import { checkedInOrder } from '@/lib/checked-form';
import { activeLanguage, isLanguage } from '@/lib/i18n';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useTranslation } from '@/lib/use-translation';
import {
  pushPublicKeyOptions,
  useReminderPreferences,
  useTurnOffReminders,
  useTurnOnReminders,
} from '../api/push-reminders';
import {
  PushDeviceError,
  currentDevice,
  pushStateOf,
  subscribeDevice,
  thisBrowser,
  unsubscribeDevice,
  type PushBrowser,
  type PushState,
} from '../utils/push-device';
import { DEFAULT_QUIET, choicesOf, type ReminderForm } from '../utils/reminder-form';
import { markReminders } from '../utils/reminder-sync';
import '../reminders-messages';

interface DrawRemindersSheetProps {
  userName: string;
  /** The member's favourite lotteries (§3 LOTTFAV): what the reminders are about. */
  favouriteIds: readonly string[];
  onClose: () => void;
  /** The browser's Push API (a test gives a fake one). */
  browser?: PushBrowser;
}

type Notice =
  'on' | 'off_done' | 'failed' | 'no_worker' | 'pick_one' | 'denied' | 'unsupported' | null;

/** The member's choices; a member with none chosen yet is offered both kinds. */
const formOf = (prefs: ReminderPreferencesValue | undefined): ReminderForm => {
  const chosen = prefs !== undefined && (prefs.beforeClose || prefs.results);
  return {
    beforeClose: chosen ? prefs.beforeClose : true,
    leadMinutes: prefs?.leadMinutes ?? REMINDER_DEFAULT_LEAD_MINUTES,
    results: chosen ? prefs.results : true,
    quiet: prefs ? prefs.quietStart !== null : false,
    quietStart: prefs?.quietStart ?? DEFAULT_QUIET.start,
    quietEnd: prefs?.quietEnd ?? DEFAULT_QUIET.end,
  };
};

/** One kind at least: the only rule the sheet checks before it asks the browser anything. */
const reminderRules = checkedInOrder<keyof ReminderForm, ReminderForm>(
  ['beforeClose', 'leadMinutes', 'results', 'quiet', 'quietStart', 'quietEnd'],
  [['root', (v) => (v.beforeClose || v.results ? null : 'pick_one')]],
);

/**
 * Issue 33: the draw reminders of the member's favourite lotteries, on this device. Permission is
 * asked only when the player taps to turn them on; what the browser cannot do is said plainly.
 */
export const DrawRemindersSheet = ({
  userName,
  favouriteIds,
  onClose,
  browser: givenBrowser,
}: DrawRemindersSheetProps) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const browser = useMemo(() => givenBrowser ?? thisBrowser(), [givenBrowser]);
  const [pushState, setPushState] = useState<PushState>(() => pushStateOf(browser));
  const key = useQuery({ ...pushPublicKeyOptions(), enabled: pushState !== 'unsupported' });
  const prefs = useReminderPreferences(pushState === 'unsupported' ? null : userName);
  const reminders = useForm<ReminderForm>({
    resolver: reminderRules,
    defaultValues: formOf(undefined),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = useWatch({ control: reminders.control }) as ReminderForm;
  // The member's saved choices fill the form once, when they first arrive.
  const [loaded, setLoaded] = useState(false);
  const [subscribed, setSubscribed] = useState(false);
  const { pending: busy, run } = useSingleSubmit();
  const [notice, setNotice] = useState<Notice>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  // The sheet says a failure in its notice line, not in the error tip.
  const turnOnCall = useTurnOnReminders(userName, {
    mutationConfig: { meta: { showsRefusal: true } },
  });
  const turnOffCall = useTurnOffReminders(userName, {
    mutationConfig: { meta: { showsRefusal: true } },
  });

  const { reset } = reminders;
  useEffect(() => {
    if (!prefs.data || loaded) return;
    reset(formOf(prefs.data));
    setLoaded(true);
  }, [prefs.data, loaded, reset]);
  useEffect(() => {
    let live = true;
    void currentDevice(browser).then((device) => {
      if (live) setSubscribed(device !== null);
    });
    return () => {
      live = false;
    };
  }, [browser]);

  const change = <K extends keyof ReminderForm>(field: K, value: ReminderForm[K]) =>
    reminders.setValue(field, value as PathValue<ReminderForm, K>);
  // The sheet's on/off choices and its quiet hours' two ends.
  const check = (field: 'beforeClose' | 'results' | 'quiet', label: string, testId: string) => (
    <label className="reminders__check">
      <input
        type="checkbox"
        checked={values[field]}
        onChange={(e) => change(field, e.target.checked)}
        data-testid={testId}
      />
      <span>{label}</span>
    </label>
  );
  const quietEnd = (field: 'quietStart' | 'quietEnd', end: 'from' | 'to', label: string) => (
    <label className="reminders__field" htmlFor={`${id}-${end}`}>
      <span>{label}</span>
      <input
        id={`${id}-${end}`}
        className="field-input"
        type="time"
        required
        value={values[field]}
        onChange={(e) => change(field, e.target.value)}
        data-testid={`reminders-quiet-${end}`}
      />
    </label>
  );

  const turnOn = async (choices: ReminderForm, publicKey: string) => {
    setNotice(null);
    try {
      const device = await subscribeDevice(browser, publicKey);
      // The reminders on this device are written in the language the app shows now.
      const language = isLanguage(i18n.language) ? i18n.language : activeLanguage();
      await turnOnCall.mutateAsync({
        subscription: { ...device, language },
        choices: choicesOf(choices, favouriteIds),
      });
      setSubscribed(true);
      markReminders(userName, true);
      setNotice('on');
      showToast('success', t('reminders.saved'), SUCCESS_TOAST_MS);
    } catch (error) {
      setPushState(pushStateOf(browser));
      if (error instanceof PushDeviceError)
        setNotice(
          error.reason === 'denied'
            ? 'denied'
            : error.reason === 'no-worker'
              ? 'no_worker'
              : 'failed',
        );
      else setNotice('failed');
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const publicKey = key.data?.publicKey;
    if (!loaded || !publicKey) return;
    void run(() =>
      reminders.handleSubmit(
        (choices) => turnOn(choices, publicKey),
        () => setNotice('pick_one'),
      )(),
    );
  };

  const turnOff = () =>
    run(async () => {
      try {
        const endpoint = await unsubscribeDevice(browser);
        await turnOffCall.mutateAsync(endpoint);
        setSubscribed(false);
        markReminders(userName, false);
        setNotice('off_done');
        // The button just tapped is gone: focus stays in the sheet, on the way to turn them on.
        submitRef.current?.focus();
      } catch {
        setNotice('failed');
      }
    });

  const blocked: Notice =
    pushState === 'unsupported' ? 'unsupported' : pushState === 'denied' ? 'denied' : null;
  const unavailable = key.data !== undefined && key.data.publicKey === null;
  const shownNotice = blocked ?? notice;

  return (
    <TitledDialog
      title={t('reminders.title')}
      onClose={onClose}
      variant="sheet"
      testId="draw-reminders"
      closeTestId="reminders-close"
    >
      <div className="reminders">
        <p className="reminders__intro">{t('reminders.intro')}</p>
        <p className="reminders__favourites" data-testid="reminders-favourites">
          {favouriteIds.length > 0
            ? t('reminders.favourites', { count: favouriteIds.length })
            : t('reminders.no_favourites')}
        </p>
        <p
          className={`reminders__notice ${shownNotice ? '' : 'reminders__notice--empty'}`}
          role="status"
          data-testid="reminders-notice"
          data-notice={shownNotice ?? ''}
        >
          {shownNotice ? t(`reminders.${shownNotice}`) : ''}
        </p>
        {blocked ? null : unavailable ? (
          <p className="reminders__notice" data-testid="reminders-unavailable">
            {t('reminders.unavailable')}
          </p>
        ) : prefs.isError || key.isError ? (
          <p className="reminders__notice" role="alert">
            {t('reminders.error')}
          </p>
        ) : !loaded ? (
          <p className="reminders__loading" aria-busy="true">
            {t('app.loading')}
          </p>
        ) : (
          <form className="reminders__form" onSubmit={submit}>
            {check('beforeClose', t('reminders.before_close'), 'reminders-before-close')}
            <label className="reminders__field" htmlFor={`${id}-lead`}>
              <span>{t('reminders.lead')}</span>
              <select
                id={`${id}-lead`}
                className="field-input"
                value={values.leadMinutes}
                disabled={!values.beforeClose}
                onChange={(e) => change('leadMinutes', Number(e.target.value))}
                data-testid="reminders-lead"
              >
                {REMINDER_LEAD_CHOICES.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {t('reminders.lead_option', { minutes })}
                  </option>
                ))}
              </select>
            </label>
            {check('results', t('reminders.results'), 'reminders-results')}
            {check('quiet', t('reminders.quiet'), 'reminders-quiet')}
            {values.quiet ? (
              <fieldset className="reminders__quiet">
                <legend>{t('reminders.quiet_hint')}</legend>
                {quietEnd('quietStart', 'from', t('reminders.quiet_from'))}
                {quietEnd('quietEnd', 'to', t('reminders.quiet_to'))}
              </fieldset>
            ) : null}
            <div className="reminders__actions">
              {subscribed ? (
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={busy}
                  onClick={() => void turnOff()}
                  data-testid="reminders-turn-off"
                >
                  {t('reminders.turn_off')}
                </button>
              ) : null}
              {/* Not disabled while busy: a disabled button would drop the focus out of the sheet. */}
              <button
                ref={submitRef}
                type="submit"
                className="button button--primary"
                disabled={!key.data}
                aria-disabled={busy || undefined}
                aria-busy={busy || undefined}
                data-testid="reminders-submit"
              >
                {subscribed ? t('reminders.save') : t('reminders.turn_on')}
              </button>
            </div>
          </form>
        )}
      </div>
    </TitledDialog>
  );
};
