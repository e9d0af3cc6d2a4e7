import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { SmsCodeButton } from './sms-code-button';
import { TextField } from './text-field';

interface SmsCodeFieldProps {
  registration: UseFormRegisterReturn;
  error?: string;
  sms: { seconds: number; busy: boolean };
  onRequest: () => void;
  testId: string;
}

/** The SMS code input with its send button and countdown (§4), as login and forget use it. */
export const SmsCodeField = ({
  registration,
  error,
  sms,
  onRequest,
  testId,
}: SmsCodeFieldProps) => {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.sms_code')}
      registration={registration}
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
      placeholder={t('auth.sms_code_placeholder')}
      error={error}
      trailing={<SmsCodeButton seconds={sms.seconds} busy={sms.busy} onRequest={onRequest} />}
      testId={testId}
    />
  );
};
