import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';

interface SmsCodeButtonProps {
  seconds: number;
  busy: boolean;
  onRequest: () => void;
}

/**
 * §4: idle, then the seconds left; no new code while it runs. The wait is read out once when it
 * starts (a live button would read every second of it).
 */
export const SmsCodeButton = ({ seconds, busy, onRequest }: SmsCodeButtonProps) => {
  const { t } = useTranslation();
  const running = seconds > 0;
  const [startedWith, setStartedWith] = useState<number | null>(null);
  if (running && startedWith === null) setStartedWith(seconds);
  if (!running && startedWith !== null) setStartedWith(null);
  return (
    <>
      <button
        type="button"
        className="sms-button"
        disabled={running || busy}
        onClick={onRequest}
        data-testid="sms-code-button"
      >
        {running ? t('auth.sms_resend_in', { seconds }) : t('auth.sms_get_code')}
      </button>
      <span className="sr-only" role="status" data-testid="sms-code-announcement">
        {startedWith !== null ? t('auth.sms_resend_in', { seconds: startedWith }) : ''}
      </span>
    </>
  );
};
