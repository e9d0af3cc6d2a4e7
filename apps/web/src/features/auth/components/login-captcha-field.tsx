import type { UseFormRegisterReturn } from 'react-hook-form';
import { CAPTCHA_MAX_LENGTH } from '@lotto/contract';
import { useTranslation } from '@/lib/use-translation';
import type { useCaptcha } from '../hooks/use-captcha';
import { CaptchaImage } from './captcha-image';
import { TextField } from './text-field';

interface Props {
  captcha: ReturnType<typeof useCaptcha>;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  placeholder?: string;
}

/** The login captcha; the form shows it only once the server asks for it after failed tries. */
export const LoginCaptchaField = ({ captcha, registration, error, placeholder }: Props) => {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.captcha')}
      registration={registration}
      required
      error={error}
      autoComplete="off"
      maxLength={CAPTCHA_MAX_LENGTH}
      placeholder={placeholder}
      trailing={<CaptchaImage captcha={captcha.captcha} onRefresh={() => void captcha.refresh()} />}
      testId="login-captcha"
    />
  );
};
