import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from '@/lib/router';
import { NOTIFICATION_MS } from '@lotto/contract';
import { paths } from '@/config/paths';
import { Page } from '@/components/ui/page';
import { showToast } from '@/components/ui/toast-store';
import { AuthTabs } from './auth-tabs';
import { ForgetByEmail } from './forget-by-email';
import { ForgetBySms } from './forget-by-sms';
import './auth.css';

type Method = 'sms' | 'email';

/** /m/forget: a new password by SMS code or by e-mailed code; then back to log in. */
export const ForgetPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [method, setMethod] = useState<Method>('sms');
  const onDone = () => {
    showToast('success', t('forget.success'), NOTIFICATION_MS);
    void navigate(paths.login, { replace: true });
  };
  return (
    <Page name="forget" className="auth-page">
      <AuthTabs
        label={t('forget.method')}
        value={method}
        onChange={setMethod}
        tabs={[
          { id: 'sms', label: t('forget.tab_sms') },
          { id: 'email', label: t('forget.tab_email') },
        ]}
      />
      <div className="card auth-card">
        {method === 'sms' ? <ForgetBySms onDone={onDone} /> : <ForgetByEmail onDone={onDone} />}
      </div>
    </Page>
  );
};
