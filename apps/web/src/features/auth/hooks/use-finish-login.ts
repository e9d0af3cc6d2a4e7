import type { RefObject } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from '@/lib/router';
import type { LoginValue } from '@lotto/contract';
import { showToast } from '@/components/ui/toast-store';
import { activeLanguage } from '@/lib/i18n';
import { returnPathOf } from '@/lib/login-return';
import { useSettings } from '@/lib/settings';
import { getMemberInfo } from '../api/member-info';
import type { AltchaHandle } from '../components/altcha-box';
import { apiErrorText, asksForCaptcha } from '../utils/error-text';
import { saveRememberedLogin, type RememberedLogin } from '../utils/remember-login';
import { pathAfterLogin, storeLoginSession } from '../utils/session-record';
import type { useCaptcha } from './use-captcha';

interface FinishLoginOptions {
  captcha: ReturnType<typeof useCaptcha>;
  /** Empties the captcha field before a new image is shown. */
  clearCaptcha: () => void;
  /** §4: after a failure the human-verification challenge is reset (where it was sent). */
  altcha?: RefObject<AltchaHandle | null>;
}

/** What every login form does after its call (§4 "Login"): store the session, or show why not. */
export const useFinishLogin = ({ captcha, clearCaptcha, altcha }: FinishLoginOptions) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useSettings();
  return {
    succeed(value: LoginValue, remembered: RememberedLogin | null) {
      saveRememberedLogin(remembered);
      storeLoginSession(value, settings?.merchant.code ?? '');
      void getMemberInfo({ force: true }).catch(() => undefined);
      void navigate(pathAfterLogin(value, returnPathOf(window.location.search)), {
        replace: true,
      });
    },
    async fail(error: unknown) {
      showToast('error', await apiErrorText(error, activeLanguage(), t('error.unknown')));
      if (altcha) void altcha.current?.reset().catch(() => undefined);
      if (asksForCaptcha(error) || captcha.required) {
        clearCaptcha();
        await captcha.requireCaptcha();
      }
    },
  };
};
