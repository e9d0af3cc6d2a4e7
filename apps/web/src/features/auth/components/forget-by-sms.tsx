import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/use-translation';
import { showToast } from '@/components/ui/toast-store';
import { activeLanguage } from '@/lib/i18n';
import { resetBySmsRequest } from '../api/passwords';
import { useDialingCode } from '../hooks/use-dialing-code';
import { useRevalidateOnLanguageChange } from '../hooks/use-revalidate-on-language-change';
import { useSmsRequest } from '../hooks/use-sms-request';
import { resetBySmsSchema } from '../utils/auth-schemas';
import type { ResetBySmsValues } from '../utils/auth-schemas';
import { apiErrorText } from '../utils/error-text';
import { askForSmsCode } from '../utils/ask-for-sms-code';
import { AltchaBox } from './altcha-box';
import type { AltchaHandle } from './altcha-box';
import { MobileInput } from './mobile-input';
import { NewPasswordFields } from './new-password-fields';
import { SmsCodeField } from './sms-code-field';

/** /m/forget by SMS: a code to the member's number, then the new password. */
export const ForgetBySms = ({ onDone }: { onDone: () => void }) => {
  const { t } = useTranslation();
  const altcha = useRef<AltchaHandle>(null);
  const dialing = useDialingCode();
  const sms = useSmsRequest(altcha);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<ResetBySmsValues>({
    resolver: zodResolver(resetBySmsSchema),
    defaultValues: { mobileNum: '', verificationCode: '', newPassword: '', confirmPassword: '' },
  });
  const { register, handleSubmit, formState } = form;
  useRevalidateOnLanguageChange(form);

  const requestCode = () => askForSmsCode(form, dialing, sms.request, 'verificationCode');

  const onSubmit = async (values: ResetBySmsValues) => {
    setSubmitting(true);
    try {
      await resetBySmsRequest({
        mobileNum: values.mobileNum.trim(),
        countryDialingCode: dialing.dialingCode,
        verificationCode: values.verificationCode.trim(),
        newPassword: values.newPassword,
        confirmPassword: values.confirmPassword,
      });
      onDone();
    } catch (error) {
      showToast('error', await apiErrorText(error, activeLanguage(), t('error.unknown')));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
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
        sms={sms}
        onRequest={() => void requestCode()}
        testId="forget-sms-code"
      />
      <NewPasswordFields form={form} />
      <AltchaBox handleRef={altcha} />
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={submitting}
        data-testid="forget-submit"
      >
        {t('forget.submit')}
      </button>
    </form>
  );
};
