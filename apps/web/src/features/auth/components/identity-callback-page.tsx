import { useEffect, useState } from 'react';
import type { IdentityCallbackValue, IdentityRegistrationValue, LoginValue } from '@lotto/contract';
import { paths } from '@/config/paths';
import { MerchantLogo } from '@/components/ui/merchant-logo';
import { Page } from '@/components/ui/page';
import { activeLanguage } from '@/lib/i18n';
import { Link, useLocation, useNavigate } from '@/lib/router';
import { useSettings } from '@/lib/settings';
import { useTranslation } from '@/lib/use-translation';
import { finishIdentitySignIn } from '../api/identity-sign-in';
import { getMemberInfo } from '../api/member-info';
import { apiErrorText } from '../utils/error-text';
import { takeIdentityReturn } from '@/lib/identity-return';
import { callbackAnswer } from '../utils/identity-sign-in';
import { pathAfterLogin, storeLoginSession } from '../utils/session-record';
import { setPendingTwoFactor } from '../utils/two-factor-pending';
import { IdentityRegisterForm } from './identity-register-form';
import '../messages';
import './auth.css';

type State =
  | { step: 'working' }
  | { step: 'register'; pending: IdentityRegistrationValue }
  | { step: 'failed'; message: string };

/** A state is good once on the server: the answer is sent once per page load, whatever renders. */
const sent = new Map<string, Promise<IdentityCallbackValue>>();

/**
 * /m/identity/callback: the identity provider sends the player back here. The provider's answer
 * goes to the server; a linked member is logged in as by the login form, a member with two-factor
 * sign-in goes on to the second step, and a first sign-in asks the age and the terms.
 */
export const IdentityCallbackPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const merchantCode = useSettings()?.merchant.code;
  const [state, setState] = useState<State>({ step: 'working' });
  const { search } = useLocation();

  const loggedIn = (value: LoginValue) => {
    storeLoginSession(value, merchantCode ?? '');
    void getMemberInfo({ force: true }).catch(() => undefined);
    void navigate(pathAfterLogin(value, takeIdentityReturn()), { replace: true });
  };

  useEffect(() => {
    if (merchantCode === undefined) return;
    const answer = callbackAnswer(search);
    if (!answer) {
      setState({ step: 'failed', message: t('identity.no_answer') });
      return;
    }
    let live = true;
    let request = sent.get(answer.state);
    if (!request) sent.set(answer.state, (request = finishIdentitySignIn(answer)));
    request.then(
      (value) => {
        if (!live) return;
        if ('registration' in value) setState({ step: 'register', pending: value });
        else if ('twoFactor' in value) {
          setPendingTwoFactor({ challenge: value, remembered: null });
          void navigate(paths.login, { replace: true });
        } else loggedIn(value);
      },
      async (error: unknown) => {
        const message = await apiErrorText(error, activeLanguage(), t('error.unknown'));
        if (live) setState({ step: 'failed', message });
      },
    );
    return () => {
      live = false;
    };
    // Sent once: `t` and `navigate` changing must not send the answer again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [merchantCode]);

  return (
    <Page name="identity-callback" className="auth-page">
      <header className="auth-page__header">
        <MerchantLogo className="auth-page__logo" />
        <h1 className="auth-page__title">{t('title.identity_sign_in')}</h1>
      </header>
      <div className="card auth-card">
        {state.step === 'working' ? (
          <p className="auth-form__hint" role="status" data-testid="identity-working">
            {t('identity.working')}
          </p>
        ) : state.step === 'register' ? (
          <>
            <IdentityRegisterForm pending={state.pending} onRegistered={loggedIn} />
            <p className="auth-switch">
              <Link className="text-link" to={paths.login} data-testid="identity-cancel">
                {t('identity.back_to_login')}
              </Link>
            </p>
          </>
        ) : (
          <div className="auth-form" role="alert" data-testid="identity-failed">
            <p className="auth-form__hint">{state.message}</p>
            <Link
              className="button button--primary button--block"
              to={paths.login}
              data-testid="identity-back-to-login"
            >
              {t('identity.back_to_login')}
            </Link>
          </div>
        )}
      </div>
    </Page>
  );
};
