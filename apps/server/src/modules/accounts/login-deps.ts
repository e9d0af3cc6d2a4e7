import type { Accounts } from './accounts.module';
import type { PhoneCodeVerifier } from './phone-code-identity';
import type { SessionsService } from './sessions.service';
import type { TwoFactorService } from './two-factor.service';

/** What each login use case is given by the login service. */
export interface LoginDeps extends Pick<
  Accounts,
  'db' | 'clock' | 'guard' | 'captcha' | 'altcha' | 'sms'
> {
  sessions: SessionsService;
  twoFactor: TwoFactorService;
  verifyPhoneCode: PhoneCodeVerifier;
}
