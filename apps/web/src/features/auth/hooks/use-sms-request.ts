import { useState } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { LOADING_TOAST_LONG_MS, SUCCESS_TOAST_MS } from '@lotto/contract';
import { dismissToast, showToast } from '@/components/ui/toast-store';
import { activeLanguage } from '@/lib/i18n';
import { requestSmsCode } from '../api/request-sms-code';
import type { AltchaHandle } from '../components/altcha-box';
import { apiErrorText, smsExpirationOf } from '../utils/error-text';
import { useSmsCountdown } from './use-sms-countdown';

/**
 * §4, §8 the SMS code request: 'sending' while it runs, 'sent' for 1 s, then the countdown to
 * the server's expirationTime. A code asked for too soon continues the running countdown.
 */
export const useSmsRequest = (altcha: RefObject<AltchaHandle | null>) => {
  const { t } = useTranslation();
  const countdown = useSmsCountdown();
  const [busy, setBusy] = useState(false);

  const request = async (mobileNum: string, countryDialingCode: string): Promise<boolean> => {
    setBusy(true);
    const toastId = showToast('loading', t('auth.sms_sending'), LOADING_TOAST_LONG_MS);
    try {
      const payload = await (altcha.current as AltchaHandle).solve();
      const { expirationTime } = await requestSmsCode({
        mobileNum,
        countryDialingCode,
        altcha: payload,
      });
      countdown.start(expirationTime);
      showToast('success', t('auth.sms_sent'), SUCCESS_TOAST_MS);
      return true;
    } catch (error) {
      const expiration = smsExpirationOf(error);
      if (expiration) countdown.start(expiration);
      const text = await apiErrorText(error, activeLanguage(), t('error.unknown'));
      dismissToast(toastId);
      showToast('error', text);
      return false;
    } finally {
      setBusy(false);
      // Each challenge is good for one request.
      void altcha.current?.reset().catch(() => undefined);
    }
  };

  return { request, busy, seconds: countdown.seconds };
};
