import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useLocation, useNavigate } from '@/lib/router';
import type { LoginValue } from '@lotto/contract';
import { paths } from '@/config/paths';
import { LoadingImage } from '@/components/ui/loading-image';
import { Page } from '@/components/ui/page';
import { useSettings } from '@/lib/settings';
import { checkAffiliateCode } from '../api/check-affiliate';
import { getMemberInfo } from '../api/member-info';
import { affiliateCodeFromSearch, initialRegisterTab } from '../utils/register-method';
import type { RegisterTab } from '../utils/register-method';
import { storeLoginSession } from '../utils/session-record';
import { AuthTabs } from './auth-tabs';
import { RegisterForm } from './register-form';
import { RegisterSuccess } from './register-success';
import './auth.css';

type AffiliateState = { code: string; valid: boolean } | null | 'checking';

/**
 * §2.5 /m/register: the method toggle, the form, the link to login, then success (§4). `banners`
 * (§7 m_reg) come from the page module, which may compose other features.
 */
export const RegisterPage = ({ banners }: { banners?: ReactNode }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const settings = useSettings();
  const register = settings?.register;
  const [tab, setTab] = useState<RegisterTab | null>(null);
  const mobile = useRef('');
  const [affiliate, setAffiliate] = useState<AffiliateState>(() =>
    affiliateCodeFromSearch(search) ? 'checking' : null,
  );
  const [registered, setRegistered] = useState<LoginValue | null>(null);

  useEffect(() => {
    const code = affiliateCodeFromSearch(search);
    if (!code) return;
    let live = true;
    void checkAffiliateCode(code, location.hostname).then((valid) => {
      if (live) setAffiliate({ code, valid });
    });
    return () => {
      live = false;
    };
  }, [search]);

  if (!register || affiliate === 'checking') return <LoadingImage />;
  const current = tab ?? initialRegisterTab(register);
  const both = register.usernameRegistration && register.mobileRegistration;
  const affiliateEnabled = register.fields.affiliateCode?.enabled === true;

  const onRegistered = (value: LoginValue) => {
    storeLoginSession(value, settings.merchant.code);
    void getMemberInfo({ force: true }).catch(() => undefined);
    setRegistered(value);
  };

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
      {both ? (
        <AuthTabs
          label={t('register.method')}
          value={current}
          onChange={setTab}
          tabs={[
            { id: 'username', label: t('register.tab_username') },
            { id: 'mobileNum', label: t('register.tab_mobile') },
          ]}
        />
      ) : null}
      <div className="card auth-card">
        <RegisterForm
          key={current}
          settings={register}
          tab={current}
          carriedMobile={mobile.current}
          onMobileChange={(value) => {
            mobile.current = value;
          }}
          linkAffiliate={affiliateEnabled && affiliate ? affiliate : null}
          onRegistered={onRegistered}
        />
      </div>
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
