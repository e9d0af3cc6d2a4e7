import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/use-translation';
import { ErrorCode, SUCCESS_TOAST_MS } from '@lotto/contract';
import { errorMessage } from '@/lib/error-texts';
import { activeLanguage } from '@/lib/i18n';
import { showToast } from '@/components/ui/toast-store';
import { resetByEmailRequest, sendResetEmailRequest } from '../api/passwords';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { emailSchema, resetByEmailSchema } from '../utils/auth-schemas';
import type { EmailValues, ResetByEmailValues } from '../utils/auth-schemas';
import { AltchaBox } from './altcha-box';
import type { AltchaHandle } from './altcha-box';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from './text-field';

/** /m/forget by e-mail: the address (same answer known or not), then the mailed code. */
export const ForgetByEmail = ({ onDone }: { onDone: () => void }) => {
  const { t } = useTranslation();
  const altcha = useRef<AltchaHandle>(null);
  const [email, setEmail] = useState<string | null>(null);
  const emailForm = useForm<EmailValues>({
    resolver: zodResolver(emailSchema),
    defaultValues: { email: '' },
  });
  const resetForm = useForm<ResetByEmailValues>({
    resolver: zodResolver(resetByEmailSchema),
    defaultValues: { code: '', newPassword: '', confirmPassword: '' },
  });

  const sending = useAuthSubmit({
    form: emailForm,
    formatKeys: { email: 'validation.email_format' },
    altcha,
  });
  const resetting = useAuthSubmit({
    form: resetForm,
    formatKeys: {
      code: 'validation.verification_code',
      newPassword: 'validation.password_format',
    },
  });
  const submitting = sending.submitting || resetting.submitting;

  const sendCode = async ({ email: address }: EmailValues) => {
    await sendResetEmailRequest({
      email: address.trim(),
      altcha: await (altcha.current as AltchaHandle).solve(),
    });
    // §8 catalogue: the code is sent by e-mail (worded so it does not tell whose address it is).
    showToast(
      'success',
      errorMessage(ErrorCode.EMAIL_CODE_SENT, activeLanguage()),
      SUCCESS_TOAST_MS,
    );
    setEmail(address.trim());
  };

  const reset = async (values: ResetByEmailValues) => {
    if (!email) return;
    await resetByEmailRequest({
      email,
      code: values.code.trim(),
      newPassword: values.newPassword,
      confirmPassword: values.confirmPassword,
    });
    onDone();
  };

  if (!email) {
    return (
      <form
        className="auth-form"
        // Rendered by the server for a visitor: see login-username-form.tsx.
        method="dialog"
        noValidate
        onSubmit={(e) => void sending.submit(sendCode)(e)}
        data-testid="forget-email-form"
      >
        <p className="auth-form__hint">{t('forget.email_hint')}</p>
        <TextField
          label={t('auth.email')}
          registration={emailForm.register('email')}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={255}
          placeholder={t('auth.email_placeholder')}
          error={emailForm.formState.errors.email?.message}
          testId="forget-email"
        />
        <AltchaBox handleRef={altcha} />
        <SubmitButton pending={submitting} testId="forget-email-send">
          {t('forget.email_send')}
        </SubmitButton>
      </form>
    );
  }

  return (
    <form
      className="auth-form"
      // Rendered by the server for a visitor: see login-username-form.tsx.
      method="dialog"
      noValidate
      onSubmit={(e) => void resetting.submit(reset)(e)}
      data-testid="forget-email-reset-form"
    >
      <p className="auth-form__hint">{t('forget.email_code_hint', { email })}</p>
      <TextField
        label={t('forget.email_code')}
        registration={resetForm.register('code')}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        error={resetForm.formState.errors.code?.message}
        testId="forget-email-code"
      />
      <NewPasswordFields form={resetForm} />
      <SubmitButton pending={submitting} testId="forget-submit">
        {t('forget.submit')}
      </SubmitButton>
    </form>
  );
};
