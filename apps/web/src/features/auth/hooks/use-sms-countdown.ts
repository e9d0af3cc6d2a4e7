import { useCallback, useEffect, useState } from 'react';
import { SMS_COUNTDOWN_START_S, SMS_COUNTDOWN_TICK_MS } from '@lotto/contract';
import { smsSecondsLeft } from '../utils/sms-countdown';

/**
 * §4 SMS code button: idle (0), then whole seconds starting at 60, refreshed every 500 ms until
 * the server's expirationTime, then idle again.
 */
export const useSmsCountdown = () => {
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    if (expiresAt === null) return;
    const tick = () => {
      const left = smsSecondsLeft(expiresAt, Date.now());
      setSeconds(left);
      if (left === 0) setExpiresAt(null);
    };
    tick();
    const timer = setInterval(tick, SMS_COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [expiresAt]);

  const start = useCallback((expirationTime: number) => {
    setSeconds(smsSecondsLeft(expirationTime, Date.now()));
    setExpiresAt(expirationTime);
  }, []);

  return { seconds, running: seconds > 0, start, startValue: SMS_COUNTDOWN_START_S };
};
