import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { LoginType } from '@lotto/contract';
import { loginRequest } from '../api/login';
import { useCaptcha } from '../hooks/use-captcha';
import { useDialingCode } from '../hooks/use-dialing-code';
import { useRevalidateOnLanguageChange } from '../hooks/use-revalidate-on-language-change';
import { useSmsRequest } from '../hooks/use-sms-request';
import { loginChecks } from '../utils/login-rules';
import type { SmsLoginValues } from '../utils/login-rules';
import { askForSmsCode } from '../utils/ask-for-sms-code';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { loginCaptchaOf } from '../utils/login-captcha';
import { useFinishLogin } from '../hooks/use-finish-login';
import { AltchaBox } from './altcha-box';
import type { AltchaHandle } from './altcha-box';
import { LoginCaptchaField } from './login-captcha-field';
import { MobileInput } from './mobile-input';
import { SmsCodeField } from './sms-code-field';
import { SubmitButton } from '@/components/ui/submit-button';

/** §2.4 SMS code login (MOBILEVERCODELOGIN3): the number, its code, and the SMS button of §4. */
export const LoginSmsForm = ({ rememberedMobile }: { rememberedMobile: string | null }) => {
  const { t } = useTranslation();
  const altcha = useRef<AltchaHandle>(null);
  const dialing = useDialingCode();
  const sms = useSmsRequest(altcha);
  const captcha = useCaptcha();
  const form = useForm<SmsLoginValues>({
    defaultValues: {
      mobileNum: rememberedMobile ?? '',
      messageCode: '',
      captcha: '',
      remember: rememberedMobile !== null,
    },
  });
  const { register, formState } = form;
  useRevalidateOnLanguageChange(form);
  const finish = useFinishLogin();
  const { submitting, submit } = useAuthSubmit({
    form,
    formatKeys: {
      mobileNum: 'validation.login_mobile',
      messageCode: 'validation.verification_code',
    },
    captcha: { state: captcha, field: 'captcha' },
    altcha,
  });

  const requestCode = () => askForSmsCode(form, dialing, sms.request, 'messageCode');

  const onSubmit = async (values: SmsLoginValues) => {
    const captchaFields = loginCaptchaOf(form, captcha, values.captcha);
    if (!captchaFields) return;
    const value = await loginRequest({
      type: LoginType.sms,
      mobileNum: values.mobileNum.trim(),
      messageCode: values.messageCode.trim(),
      altcha: await (altcha.current as AltchaHandle).solve(),
      ...(dialing.dialingCode ? { countryDialingCode: dialing.dialingCode } : {}),
      ...captchaFields,
    });
    finish.proceed(
      value,
      values.remember ? { type: LoginType.sms, username: values.mobileNum.trim() } : null,
    );
  };

  return (
    <form
      className="auth-form"
      // The server renders this form for a visitor: sent by the browser before the app runs (or
      // without it), a dialog's method goes nowhere, where a GET would put the password in the
      // address. The app sends it itself.
      method="dialog"
      noValidate
      onSubmit={(e) => void submit(onSubmit)(e)}
      data-testid="login-sms-form"
    >
      <MobileInput
        dialing={dialing}
        registration={register('mobileNum', { validate: loginChecks.mobileNum })}
        error={formState.errors.mobileNum?.message}
        testId="login-mobile"
      />
      <SmsCodeField
        registration={register('messageCode', { validate: loginChecks.messageCode })}
        error={formState.errors.messageCode?.message}
        sms={{ seconds: sms.seconds, busy: sms.busy || dialing.loading }}
        onRequest={() => void requestCode()}
        testId="login-sms-code"
      />
      {captcha.required ? (
        <LoginCaptchaField
          captcha={captcha}
          registration={register('captcha', { validate: loginChecks.captcha })}
          error={formState.errors.captcha?.message}
        />
      ) : null}
      <AltchaBox handleRef={altcha} />
      <label className="checkbox">
        <input type="checkbox" {...register('remember')} data-testid="login-remember" />
        <span>{t('auth.remember')}</span>
      </label>
      <SubmitButton pending={submitting} testId="login-submit">
        {submitting ? t('auth.logging_in') : t('auth.login')}
      </SubmitButton>
    </form>
  );
};
