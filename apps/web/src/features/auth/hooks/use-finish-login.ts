import { useNavigate } from '@/lib/router';
import type { LoginResult, LoginValue } from '@lotto/contract';
import { contractCheckPath } from '@/lib/contract-check';
import { returnPathOf } from '@/lib/login-return';
import { useSettings } from '@/lib/settings';
import { getMemberInfo } from '../api/member-info';
import { saveRememberedLogin, type RememberedLogin } from '../utils/remember-login';
import { pathAfterLogin, storeLoginSession } from '../utils/session-record';
import { setPendingTwoFactor } from '../utils/two-factor-pending';

/**
 * What every login form does after a successful call (§4 "Login"): store the session and go on,
 * to the page that sent the player to log in when there is one. Failures are the shared auth
 * block's (use-auth-submit.ts).
 */
export const useFinishLogin = () => {
  const navigate = useNavigate();
  const settings = useSettings();
  return {
    /** A session, or (two-factor sign-in on) the second step the login page then shows. */
    proceed(value: LoginResult, remembered: RememberedLogin | null) {
      if ('twoFactor' in value) setPendingTwoFactor({ challenge: value, remembered });
      else this.succeed(value, remembered);
    },
    succeed(value: LoginValue, remembered: RememberedLogin | null) {
      setPendingTwoFactor(null);
      saveRememberedLogin(remembered);
      storeLoginSession(value, settings?.merchant.code ?? '');
      void getMemberInfo({ force: true }).catch(() => undefined);
      const next = pathAfterLogin(value, returnPathOf(window.location.search));
      // §6 contract check (not before the first-password screen): a contract awaiting review first.
      void (value.firstTimeLogin ? Promise.resolve(null) : contractCheckPath(value)).then(
        (review) => navigate(review ?? next, { replace: true }),
      );
    },
  };
};
