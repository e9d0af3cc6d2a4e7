import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useNavigate } from '@/lib/router';
import type { LoginValue } from '@lotto/contract';
import { paths } from '@/config/paths';
import { LoadingImage } from '@/components/ui/loading-image';
import { Page } from '@/components/ui/page';
import { useSettings } from '@/lib/settings';
import { RegisterFlow } from './register-flow';
import { RegisterSuccess } from './register-success';
import './auth.css';

/** What the server sends of the register page before the app renders its form below the banners. */
export const RegisterOutline = ({ banners }: { banners?: ReactNode }) => (
  <Page name="register" className="auth-page">
    {banners}
  </Page>
);

/**
 * §2.5 /m/register: the method toggle, the form, the link to login, then success (§4). `banners`
 * (§7 m_reg) come from the page module, which may compose other features.
 */
export const RegisterPage = ({ banners }: { banners?: ReactNode }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useSettings()?.register;
  const [registered, setRegistered] = useState<LoginValue | null>(null);

  if (!register) return <LoadingImage />;

  if (!register.usernameRegistration && !register.mobileRegistration) {
    return (
      <Page name="register" className="auth-page">
        <p className="card auth-closed" role="status">
          {t('register.closed')}
        </p>
      </Page>
    );
  }

  return (
    <Page name="register" className="auth-page">
      {banners}
      <RegisterFlow register={register} onRegistered={setRegistered} />
      <p className="auth-switch">
        {t('register.have_account')}{' '}
        <Link className="text-link" to={paths.login} data-testid="register-login-link">
          {t('auth.login')}
        </Link>
      </p>
      {registered ? (
        <RegisterSuccess
          userName={registered.userName}
          onClose={(toActivity) =>
            void navigate(toActivity ? paths.activity : paths.home, { replace: true })
          }
        />
      ) : null}
    </Page>
  );
};
