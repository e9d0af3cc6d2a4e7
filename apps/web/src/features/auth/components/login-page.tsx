import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Gamepad2 from 'lucide-react/icons/gamepad-2';
import Gauge from 'lucide-react/icons/gauge';
import Handshake from 'lucide-react/icons/handshake';
import Headphones from 'lucide-react/icons/headphones';
import House from 'lucide-react/icons/house';
import { LoginType, ResourceType, WhitelabelFlag, decodeServiceLink } from '@lotto/contract';
import { paths } from '@/config/paths';
import { LanguagePicker } from '@/components/language/language-picker';
import { MerchantLogo } from '@/components/ui/merchant-logo';
import { Page } from '@/components/ui/page';
import { linkTargetProps } from '@/lib/open-link';
import { hasWhitelabelFlag, resourceUrl, useSettings } from '@/lib/settings';
import { readRememberedLogin } from '../utils/remember-login';
import { usePendingTwoFactor } from '../utils/two-factor-pending';
import { useIdentityProviders } from '../api/identity-sign-in';
import { visibleIdentityProviders } from '../utils/identity-sign-in';
import { featureMessagesReady } from '@/lib/feature-messages';
import { AuthTabs } from './auth-tabs';
import { LoginVideo } from './login-video';
import { LoginSmsForm } from './login-sms-form';
import { LoginUsernameForm } from './login-username-form';
import './auth.css';

type Method = typeof LoginType.username | typeof LoginType.sms;

/**
 * Only a merchant with identity providers shows their buttons, after the providers' answer: their
 * code and the auth texts they read stay out of the page's first view until then.
 */
const IdentityButtons = lazy(async () => {
  const { IdentityButtons: Buttons } = await import('./identity-buttons');
  await featureMessagesReady();
  return { default: Buttons };
});

const TwoFactorStep = lazy(async () => ({
  default: (await import('./two-factor-step')).TwoFactorStep,
}));

const LoginHeader = () => {
  const { t } = useTranslation();
  return (
    <header className="auth-page__header">
      <MerchantLogo className="auth-page__logo" eager />
      <h1 className="auth-page__title">{t('title.login')}</h1>
    </header>
  );
};

/** What the server sends of the login page before the app renders its form over it. */
export const LoginOutline = () => (
  <Page name="login" className="page--standalone auth-page">
    <LoginHeader />
  </Page>
);

/** §2.4 /m/login: tabs, forms, the register side block, trial play and the footer. */
export const LoginPage = () => {
  const { t } = useTranslation();
  const settings = useSettings();
  const smsEnabled = hasWhitelabelFlag(settings, WhitelabelFlag.MOBILEVERCODELOGIN3);
  const [remembered] = useState(readRememberedLogin);
  const [method, setMethod] = useState<Method>(remembered?.type ?? LoginType.username);
  const active: Method = smsEnabled ? method : LoginType.username;
  const identityProviders = useIdentityProviders();
  const social = visibleIdentityProviders(identityProviders.data?.list, active);
  const freePlay = hasWhitelabelFlag(settings, WhitelabelFlag.FREEPLAY3);
  const pendingTwoFactor = usePendingTwoFactor();

  const speedTest = resourceUrl(settings, ResourceType.SpeedTest);
  const partner = resourceUrl(settings, ResourceType.PARTNER);
  const firstService = settings?.customerService[0];
  const service = firstService ? decodeServiceLink(firstService.path) : null;

  return (
    <Page name="login" className="page--standalone auth-page">
      <LoginHeader />
      {smsEnabled && !pendingTwoFactor ? (
        <AuthTabs
          label={t('auth.login_method')}
          value={active}
          onChange={setMethod}
          tabs={[
            { id: LoginType.username, label: t('auth.tab_username') },
            { id: LoginType.sms, label: t('auth.tab_sms') },
          ]}
        />
      ) : null}
      <div className="card auth-card">
        {pendingTwoFactor ? (
          <Suspense fallback={null}>
            <TwoFactorStep pending={pendingTwoFactor} />
          </Suspense>
        ) : active === LoginType.username ? (
          <LoginUsernameForm
            rememberedUsername={
              remembered?.type === LoginType.username ? remembered.username : null
            }
          />
        ) : (
          <LoginSmsForm
            rememberedMobile={remembered?.type === LoginType.sms ? remembered.username : null}
          />
        )}
        {social.length > 0 && !pendingTwoFactor ? (
          <Suspense fallback={null}>
            <IdentityButtons providers={social} />
          </Suspense>
        ) : null}
      </div>
      <Link className="card auth-side-block" to={paths.register} data-testid="login-register-link">
        <span>
          <strong>{t('auth.no_account')}</strong>
          <span className="auth-side-block__text">{t('auth.register_now')}</span>
        </span>
        <ChevronRight size={22} aria-hidden="true" />
      </Link>
      {freePlay ? (
        <Link
          className="button button--ghost button--block"
          to={paths.trial}
          data-testid="login-trial"
        >
          <Gamepad2 size={20} aria-hidden="true" />
          {t('auth.trial_play')}
        </Link>
      ) : null}
      {settings?.loginVideo ? (
        <LoginVideo url={settings.loginVideo.url} posterUrl={settings.loginVideo.posterUrl} />
      ) : null}
      <nav className="auth-footer" aria-label={t('auth.footer_label')}>
        <Link className="auth-footer__item" to={paths.home} data-testid="login-footer-home">
          <House size={22} aria-hidden="true" />
          <span>{t('menu.home')}</span>
        </Link>
        {speedTest ? (
          <a className="auth-footer__item" href={speedTest} {...linkTargetProps(speedTest)}>
            <Gauge size={22} aria-hidden="true" />
            <span>{t('auth.speed_test')}</span>
          </a>
        ) : null}
        {service ? (
          <a className="auth-footer__item" href={service} target="_blank" rel="noopener noreferrer">
            <Headphones size={22} aria-hidden="true" />
            <span>{t('menu.service')}</span>
          </a>
        ) : null}
        {partner ? (
          <a className="auth-footer__item" href={partner} {...linkTargetProps(partner)}>
            <Handshake size={22} aria-hidden="true" />
            <span>{t('auth.partner')}</span>
          </a>
        ) : null}
      </nav>
      <LanguagePicker className="card auth-language" />
    </Page>
  );
};
