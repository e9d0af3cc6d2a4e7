import { useCallback, useState } from 'react';
import type { CaptchaValue } from '@lotto/contract';
import { getCaptcha } from '../api/get-captcha';

/** §4 the captcha: fetched when asked for; each answer spends it, so a failure fetches another. */
export const useCaptcha = (initiallyRequired = false) => {
  const [required, setRequired] = useState(initiallyRequired);
  const [captcha, setCaptcha] = useState<CaptchaValue | null>(null);

  const refresh = useCallback(async () => {
    try {
      setCaptcha(await getCaptcha());
    } catch {
      setCaptcha(null);
    }
  }, []);

  const requireCaptcha = useCallback(async () => {
    setRequired(true);
    await refresh();
  }, [refresh]);

  return { required, captcha, refresh, requireCaptcha };
};
