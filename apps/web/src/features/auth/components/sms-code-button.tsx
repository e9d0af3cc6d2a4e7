import { useTranslation } from '@/lib/use-translation';

interface SmsCodeButtonProps {
  seconds: number;
  busy: boolean;
  onRequest: () => void;
}

/** §4: idle, then the seconds left; no new code while it runs. */
export const SmsCodeButton = ({ seconds, busy, onRequest }: SmsCodeButtonProps) => {
  const { t } = useTranslation();
  const running = seconds > 0;
  return (
    <button
      type="button"
      className="sms-button"
      disabled={running || busy}
      onClick={onRequest}
      data-testid="sms-code-button"
      aria-live="polite"
    >
      {running ? t('auth.sms_resend_in', { seconds }) : t('auth.sms_get_code')}
    </button>
  );
};
