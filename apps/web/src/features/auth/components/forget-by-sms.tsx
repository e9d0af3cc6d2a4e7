import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/use-translation';
import { resetBySmsRequest } from '../api/passwords';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { useDialingCode } from '../hooks/use-dialing-code';
import { useRevalidateOnLanguageChange } from '../hooks/use-revalidate-on-language-change';
import { useSmsRequest } from '../hooks/use-sms-request';
import { resetBySmsSchema } from '../utils/auth-schemas';
import type { ResetBySmsValues } from '../utils/auth-schemas';
import { askForSmsCode } from '../utils/ask-for-sms-code';
import { AltchaBox } from './altcha-box';
import type { AltchaHandle } from './altcha-box';
import { MobileInput } from './mobile-input';
import { NewPasswordFields } from './new-password-fields';
import { SmsCodeField } from './sms-code-field';
import { SubmitButton } from '@/components/ui/submit-button';

/** /m/forget by SMS: a code to the member's number, then the new password. */
export const ForgetBySms = ({ onDone }: { onDone: () => void }) => {
  const { t } = useTranslation();
  const altcha = useRef<AltchaHandle>(null);
  const dialing = useDialingCode();
  const sms = useSmsRequest(altcha);
  const form = useForm<ResetBySmsValues>({
    resolver: zodResolver(resetBySmsSchema),
    defaultValues: { mobileNum: '', verificationCode: '', newPassword: '', confirmPassword: '' },
  });
  const { register, formState } = form;
  useRevalidateOnLanguageChange(form);
  const { submitting, submit } = useAuthSubmit({
    form,
    formatKeys: {
      mobileNum: 'validation.mobile_format',
      verificationCode: 'validation.verification_code',
      newPassword: 'validation.password_format',
    },
  });

  const requestCode = () => askForSmsCode(form, dialing, sms.request, 'verificationCode');

  const onSubmit = async (values: ResetBySmsValues) => {
    await resetBySmsRequest({
      mobileNum: values.mobileNum.trim(),
      countryDialingCode: dialing.dialingCode,
      verificationCode: values.verificationCode.trim(),
      newPassword: values.newPassword,
      confirmPassword: values.confirmPassword,
    });
    onDone();
  };

  return (
    <form
      className="auth-form"
      // Rendered by the server for a visitor: see login-username-form.tsx.
      method="dialog"
      noValidate
      onSubmit={(e) => void submit(onSubmit)(e)}
      data-testid="forget-sms-form"
    >
      <MobileInput
        dialing={dialing}
        registration={register('mobileNum')}
        error={formState.errors.mobileNum?.message}
        testId="forget-mobile"
      />
      <SmsCodeField
        registration={register('verificationCode')}
        error={formState.errors.verificationCode?.message}
        sms={{ seconds: sms.seconds, busy: sms.busy || dialing.loading }}
        onRequest={() => void requestCode()}
        testId="forget-sms-code"
      />
      <NewPasswordFields form={form} />
      <AltchaBox handleRef={altcha} />
      <SubmitButton pending={submitting} testId="forget-submit">
        {t('forget.submit')}
      </SubmitButton>
    </form>
  );
};
