import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation } from '@/lib/router';
import type { LoginValue, RegisterSettings } from '@lotto/contract';
import { LoadingImage } from '@/components/ui/loading-image';
import { useSettings } from '@/lib/settings';
import { checkAffiliateCode } from '../api/check-affiliate';
import { getMemberInfo } from '../api/member-info';
import { affiliateCodeFromSearch, initialRegisterTab } from '../utils/register-method';
import type { RegisterTab } from '../utils/register-method';
import { storeLoginSession } from '../utils/session-record';
import { AuthTabs } from './auth-tabs';
import { RegisterForm } from './register-form';

type AffiliateState = { code: string; valid: boolean } | null | 'checking';

interface RegisterFlowProps {
  register: RegisterSettings;
  /** The new member's session is stored; the caller shows the success screen (§2.5). */
  onRegistered: (value: LoginValue) => void;
}

/**
 * §2.5 what the register page and the register modal share: the method toggle and the form, with
 * the affiliate code a link carries checked first. Mounting it fetches the captcha (the form's).
 */
export const RegisterFlow = ({ register, onRegistered }: RegisterFlowProps) => {
  const { t } = useTranslation();
  const { search } = useLocation();
  const settings = useSettings();
  const [tab, setTab] = useState<RegisterTab | null>(null);
  const mobile = useRef('');
  const [affiliate, setAffiliate] = useState<AffiliateState>(() =>
    affiliateCodeFromSearch(search) ? 'checking' : null,
  );

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

  if (affiliate === 'checking' || !settings) return <LoadingImage />;
  const current = tab ?? initialRegisterTab(register);
  const both = register.usernameRegistration && register.mobileRegistration;
  const affiliateEnabled = register.fields.affiliateCode?.enabled === true;
  const merchantCode = settings.merchant.code;

  return (
    <>
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
          onRegistered={(value) => {
            storeLoginSession(value, merchantCode);
            void getMemberInfo({ force: true }).catch(() => undefined);
            onRegistered(value);
          }}
        />
      </div>
    </>
  );
};
