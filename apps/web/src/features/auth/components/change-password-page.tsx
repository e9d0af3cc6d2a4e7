import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/use-translation';
import { Navigate, useNavigate } from '@/lib/router';
import { NOTIFICATION_MS } from '@lotto/contract';
import { paths } from '@/config/paths';
import { Page } from '@/components/ui/page';
import { showToast } from '@/components/ui/toast-store';
import { activeLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/use-session';
import { changePasswordRequest } from '../api/passwords';
import { useRevalidateOnLanguageChange } from '../hooks/use-revalidate-on-language-change';
import { changePasswordSchema } from '../utils/auth-schemas';
import type { ChangePasswordValues } from '../utils/auth-schemas';
import { apiErrorText } from '../utils/error-text';
import { markPasswordChanged } from '../utils/session-record';
import { NewPasswordFields } from './new-password-fields';
import { TextField } from './text-field';
import { TrialNotice } from './trial-notice';
import './auth.css';
import { SubmitButton } from '@/components/ui/submit-button';
import { useSingleSubmit } from '@/lib/use-single-submit';

/** /m/changePsw: change the password; the first-password screen after a firstTimeLogin (§2.1). */
export const ChangePasswordPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { pending: submitting, guard } = useSingleSubmit();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  useRevalidateOnLanguageChange(form);
  const { register, handleSubmit, formState } = form;

  if (!session) return <Navigate to={paths.login} replace />;
  if (session.trial) return <TrialNotice name="change-password" />;

  const onSubmit = async (values: ChangePasswordValues) => {
    try {
      await changePasswordRequest(values);
      markPasswordChanged();
      showToast('success', t('change_password.success'), NOTIFICATION_MS);
      void navigate(paths.home, { replace: true });
    } catch (error) {
      showToast('error', await apiErrorText(error, activeLanguage(), t('error.unknown')));
    }
  };

  return (
    <Page name="change-password" className="auth-page">
      {session.firstTimeLogin ? (
        <p className="auth-form__hint card" role="status">
          {t('change_password.first_hint')}
        </p>
      ) : null}
      <div className="card auth-card">
        <form
          className="auth-form"
          noValidate
          onSubmit={(e) => void guard((ev: FormEvent) => handleSubmit(onSubmit)(ev))(e)}
          data-testid="change-password-form"
        >
          <input
            type="text"
            className="sr-only"
            autoComplete="username"
            value={session.userName}
            readOnly
            tabIndex={-1}
            aria-hidden="true"
          />
          <TextField
            label={t('change_password.old')}
            registration={register('oldPassword')}
            required
            type="password"
            autoComplete="current-password"
            maxLength={128}
            error={formState.errors.oldPassword?.message}
            testId="old-password"
          />
          <NewPasswordFields form={form} />
          <SubmitButton pending={submitting} testId="change-password-submit">
            {t('change_password.submit')}
          </SubmitButton>
        </form>
      </div>
    </Page>
  );
};
