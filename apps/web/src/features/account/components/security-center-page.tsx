import { useQueryClient } from '@tanstack/react-query';
import { EMAIL_MAX_LENGTH, NOTIFICATION_MS } from '@lotto/contract';
import { Page } from '@/components/ui/page';
import { showToast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { useTranslation } from '@/lib/use-translation';
import {
  emailCodeRequest,
  mobileCodeRequest,
  useBindEmail,
  useBindMobile,
  useSecurityConfig,
} from '../api/security';
import { accountKeys } from '../api/account-keys';
import { CodeForm } from './code-form';
import { IdentityLinksSection } from './identity-links-section';
import { LoginHistorySection } from './login-history-section';
import { Section } from './section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';
import '../messages';
import '../account.css';

/** §2.1 /m/securityCenter (§1 security centre, §7 securityConfig, info/email, password). */
export const SecurityCenterPage = () => {
  const { t } = useTranslation();
  const config = useSecurityConfig();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: accountKeys.all });
  const c = config.data;
  // The bind hooks read the account's answers again; the form shows a refusal on its line.
  const bindConfig = { mutationConfig: { meta: { showsRefusal: true } } };
  const bindEmail = useBindEmail(bindConfig);
  const bindMobile = useBindMobile(bindConfig);
  const bound = (key: string) => showToast('success', t(key), NOTIFICATION_MS);

  return (
    <Page name="security-center" className="account-page">
      <Section
        title={t('account.security.password')}
        testId="security-password"
        action={
          <Link className="button button--ghost" to={paths.changePassword}>
            {t('account.security.change_password')}
          </Link>
        }
      >
        <span className="account-muted">••••••••</span>
      </Section>

      <Section title={t('account.security.email')} testId="security-email">
        <p className="account-muted" data-testid="security-email-state">
          {c?.email
            ? `${c.email} · ${t(c.emailVerified ? 'account.security.email_verified' : 'account.security.email_unverified')}`
            : t('account.security.none')}
        </p>
        <CodeForm
          testId="security-email-form"
          target={{
            label: t('account.security.email_new'),
            type: 'email',
            maxLength: EMAIL_MAX_LENGTH,
            testId: 'security-email-input',
          }}
          sendCode={(email) => emailCodeRequest({ email })}
          bind={(email, verificationCode) => bindEmail.mutateAsync({ email, verificationCode })}
          onBound={() => bound('account.security.email_bound')}
        />
      </Section>

      <Section title={t('account.security.mobile')} testId="security-mobile">
        <p className="account-muted" data-testid="security-mobile-state">
          {c?.provenMobile
            ? `${c.provenMobile} · ${t('account.security.mobile_proven')}`
            : c?.unprovenMobile
              ? t('account.security.mobile_unproven', { number: c.unprovenMobile })
              : t('account.security.none')}
        </p>
        <CodeForm
          testId="security-mobile-form"
          target={{
            label: t('account.security.mobile_new'),
            type: 'tel',
            maxLength: 15,
            testId: 'security-mobile-input',
          }}
          sendCode={(mobileNum) => mobileCodeRequest({ mobileNum })}
          bind={(mobileNum, verificationCode) =>
            bindMobile.mutateAsync({ mobileNum, verificationCode })
          }
          onBound={() => bound('account.security.mobile_bound')}
        />
      </Section>

      <Section title={t('account.security.payee')} testId="security-payee">
        <p data-testid="security-payee-name">{c?.payeeName ?? t('account.security.none')}</p>
        <p className="account-muted">{t('account.security.payee_hint')}</p>
      </Section>

      {c ? (
        <TwoFactorSection
          on={c.twoFactor}
          recoveryCodesLeft={c.recoveryCodesLeft}
          onChanged={refresh}
        />
      ) : null}
      <Section
        title={t('account.security.responsible_gaming')}
        testId="security-responsible-gaming"
        action={
          <Link
            className="button button--ghost"
            to={paths.responsibleGaming}
            data-testid="security-responsible-gaming-link"
            // The visible word first, so a voice command naming it finds the link (WCAG 2.5.3).
            aria-label={`${t('account.security.responsible_gaming_open')}: ${t('account.security.responsible_gaming')}`}
          >
            {t('account.security.responsible_gaming_open')}
          </Link>
        }
      >
        <p className="account-muted">{t('account.security.responsible_gaming_hint')}</p>
      </Section>
      <Section
        title={t('account.security.age_verification')}
        testId="security-age-verification"
        action={
          <Link
            className="button button--ghost"
            to={paths.ageVerification}
            data-testid="security-age-verification-link"
            aria-label={`${t('account.security.responsible_gaming_open')}: ${t('account.security.age_verification')}`}
          >
            {t('account.security.responsible_gaming_open')}
          </Link>
        }
      >
        <p className="account-muted">{t('account.security.age_verification_hint')}</p>
      </Section>
      <IdentityLinksSection />
      <SessionsSection />
      <LoginHistorySection />
    </Page>
  );
};
