import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from '@/lib/router';
import Gamepad2 from 'lucide-react/icons/gamepad-2';
import { LOADING_TOAST_LONG_MS } from '@lotto/contract';
import { paths } from '@/config/paths';
import { Page } from '@/components/ui/page';
import { dismissToast, showToast } from '@/components/ui/toast-store';
import { activeLanguage } from '@/lib/i18n';
import { readSession } from '@/lib/session-storage';
import { useSettings } from '@/lib/settings';
import { trialLoginRequest } from '../api/login';
import { apiErrorText } from '../utils/error-text';
import { storeLoginSession } from '../utils/session-record';
import { signOut } from '../utils/sign-out';
import { AltchaBox } from './altcha-box';
import type { AltchaHandle } from './altcha-box';
import './auth.css';

type State = 'asking' | 'running' | 'failed';

/** A member's own session (not a trial one) is theirs to give up, never taken silently. */
const memberName = (): string | null => {
  const session = readSession();
  return session && session.trial !== true ? session.userName : null;
};

/**
 * /m/trail, §4 trial login: 'please wait', the free-play login with an invisibly solved ALTCHA,
 * then home as a trial member. A failure says so and offers another try. A logged-in member is
 * asked first: keeping the account goes home untouched, free play logs them out before it starts.
 */
export const TrialPlay = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useSettings();
  const merchantCode = settings?.merchant.code;
  const altcha = useRef<AltchaHandle>(null);
  const [member] = useState(memberName);
  const [state, setState] = useState<State>(member ? 'asking' : 'running');
  const [attempt, setAttempt] = useState(0);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (merchantCode === undefined || state !== 'running') return;
    let live = true;
    const toastId = showToast('loading', t('common.please_wait'), LOADING_TOAST_LONG_MS);
    void (async () => {
      try {
        if (readSession()) await signOut(t('common.please_wait'));
        if (!live) return;
        const payload = await (altcha.current as AltchaHandle).solve();
        if (!live) return;
        const value = await trialLoginRequest({ altcha: payload });
        if (!live) return;
        storeLoginSession(value, merchantCode, { trial: true });
        void navigate(paths.home, { replace: true });
      } catch (error) {
        const text = await apiErrorText(error, activeLanguage(), t('error.unknown'));
        if (!live) return;
        setMessage(text);
        setState('failed');
        void altcha.current?.reset().catch(() => undefined);
      } finally {
        dismissToast(toastId);
      }
    })();
    return () => {
      live = false;
      dismissToast(toastId);
    };
    // `t` changes with the language; a language switch must not start another trial account.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [merchantCode, state, attempt, navigate]);

  return (
    <Page name="trial" className="auth-page">
      <div className="card trial-notice" data-testid="trial-play" role="status">
        <Gamepad2 className="trial-notice__icon" size={40} aria-hidden="true" />
        <p>
          {state === 'asking'
            ? t('trial.member_question', { name: member ?? '' })
            : state === 'failed'
              ? message
              : t('trial.starting')}
        </p>
        {state === 'asking' ? (
          <div className="trial-notice__actions" data-testid="trial-question">
            <button
              type="button"
              className="button button--primary"
              onClick={() => void navigate(paths.home, { replace: true })}
              data-testid="trial-keep-account"
            >
              {t('trial.keep_account')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setState('running')}
              data-testid="trial-switch"
            >
              {t('trial.switch')}
            </button>
          </div>
        ) : null}
        {state === 'failed' ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setState('running');
              setAttempt((n) => n + 1);
            }}
            data-testid="trial-retry"
          >
            {t('trial.retry')}
          </button>
        ) : null}
      </div>
      <AltchaBox handleRef={altcha} invisible />
    </Page>
  );
};
