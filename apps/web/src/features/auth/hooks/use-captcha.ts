import { useCallback, useEffect, useState } from 'react';
import { CAPTCHA_TTL_MS } from '@lotto/contract';
import type { CaptchaValue } from '@lotto/contract';
import { getCaptcha } from '../api/get-captcha';

/**
 * How long before the server forgets a captcha the app fetches the next one: the time to type
 * an answer and send it, so that an answer typed in time is never refused as expired.
 */
export const CAPTCHA_RENEW_MARGIN_MS = 20_000;

interface Shown {
  value: CaptchaValue;
  dueAt: number;
}

/**
 * §4 the captcha: fetched when asked for; each answer spends it, so a failure fetches another.
 * A shown one is renewed before the server's CAPTCHA_TTL_MS runs out (a player waiting for an
 * SMS), also when the page comes back from the background past that time.
 */
export const useCaptcha = (initiallyRequired = false) => {
  const [required, setRequired] = useState(initiallyRequired);
  const [shown, setShown] = useState<Shown | null>(null);

  const refresh = useCallback(async () => {
    try {
      const value = await getCaptcha();
      setShown({ value, dueAt: Date.now() + CAPTCHA_TTL_MS - CAPTCHA_RENEW_MARGIN_MS });
    } catch {
      setShown(null);
    }
  }, []);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => void refresh(), Math.max(0, shown.dueAt - Date.now()));
    // A phone asleep delays timers: coming back late renews at once.
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() >= shown.dueAt) void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [shown, refresh]);

  const requireCaptcha = useCallback(async () => {
    setRequired(true);
    await refresh();
  }, [refresh]);

  return { required, captcha: shown?.value ?? null, refresh, requireCaptcha };
};
