import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { LoginType } from '@lotto/contract';
import { paths } from '@/config/paths';
import { loginRequest } from '../api/login';
import { useCaptcha } from '../hooks/use-captcha';
import { useRevalidateOnLanguageChange } from '../hooks/use-revalidate-on-language-change';
import {
  LOGIN_PASSWORD_MAX_LENGTH,
  LOGIN_USERNAME_MAX_LENGTH,
  loginChecks,
} from '../utils/login-rules';
import type { UsernameLoginValues } from '../utils/login-rules';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { loginCaptchaOf } from '../utils/login-captcha';
import { useFinishLogin } from '../hooks/use-finish-login';
import { AltchaBox } from './altcha-box';
import type { AltchaHandle } from './altcha-box';
import { LoginCaptchaField } from './login-captcha-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from './text-field';

interface Props {
  rememberedUsername: string | null;
}

/** §2.4 username and password login, with the captcha once the server asks and ALTCHA before submit. */
export const LoginUsernameForm = ({ rememberedUsername }: Props) => {
  const { t } = useTranslation();
  const altcha = useRef<AltchaHandle>(null);
  const captcha = useCaptcha();
  const form = useForm<UsernameLoginValues>({
    defaultValues: {
      username: rememberedUsername ?? '',
      password: '',
      captcha: '',
      remember: rememberedUsername !== null,
    },
  });
  const { register, formState } = form;
  useRevalidateOnLanguageChange(form);
  const finish = useFinishLogin();
  const { submitting, submit } = useAuthSubmit({
    form,
    formatKeys: { username: 'validation.login_username_format' },
    altcha,
    captcha: { state: captcha, field: 'captcha' },
  });

  const onSubmit = async (values: UsernameLoginValues) => {
    const captchaFields = loginCaptchaOf(form, captcha, values.captcha);
    if (!captchaFields) return;
    const value = await loginRequest({
      type: LoginType.username,
      username: values.username.trim(),
      password: values.password,
      altcha: await (altcha.current as AltchaHandle).solve(),
      ...captchaFields,
    });
    finish.proceed(
      value,
      values.remember ? { type: LoginType.username, username: values.username.trim() } : null,
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
      data-testid="login-username-form"
    >
      <TextField
        label={t('auth.username')}
        registration={register('username', { validate: loginChecks.username })}
        required
        error={formState.errors.username?.message}
        autoComplete="username"
        placeholder={t('auth.username_placeholder')}
        maxLength={LOGIN_USERNAME_MAX_LENGTH}
        testId="login-username"
      />
      <TextField
        label={t('auth.password')}
        registration={register('password', { validate: loginChecks.password })}
        required
        type="password"
        error={formState.errors.password?.message}
        autoComplete="current-password"
        placeholder={t('auth.password_placeholder')}
        maxLength={LOGIN_PASSWORD_MAX_LENGTH}
        testId="login-password"
      />
      {captcha.required ? (
        <LoginCaptchaField
          captcha={captcha}
          registration={register('captcha', { validate: loginChecks.captcha })}
          error={formState.errors.captcha?.message}
          placeholder={t('auth.captcha_placeholder')}
        />
      ) : null}
      <AltchaBox handleRef={altcha} />
      <div className="auth-form__row">
        <label className="checkbox">
          <input type="checkbox" {...register('remember')} data-testid="login-remember" />
          <span>{t('auth.remember')}</span>
        </label>
        <Link className="text-link" to={paths.forget} data-testid="login-forgot">
          {t('auth.forgot_password')}
        </Link>
      </div>
      <SubmitButton pending={submitting} testId="login-submit">
        {submitting ? t('auth.logging_in') : t('auth.login')}
      </SubmitButton>
    </form>
  );
};
