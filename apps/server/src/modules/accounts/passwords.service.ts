import type { Accounts } from './accounts.module';
import { changeLoginPassword } from './password-change';
import type { PasswordDeps } from './password-deps';
import { resetLoginPasswordByEmail, sendResetEmailCode } from './password-reset-email';
import { resetLoginPasswordBySms } from './password-reset-sms';
import { savePaymentPassword } from './payment-password-set';
import type { SessionsService } from './sessions.service';
import { bindUseCases } from '../../lib/use-cases';

/**
 * A member's passwords: changing the login password (password-change.ts), resetting it by SMS
 * (password-reset-sms.ts) or email (password-reset-email.ts), and setting the payment password
 * (payment-password-set.ts); the policy a new one meets in new-password-check.ts.
 */
export function createPasswordService(accounts: Accounts, sessions: SessionsService) {
  const deps: PasswordDeps = { accounts, sessions };
  const bound = bindUseCases(deps);

  return {
    change: bound(changeLoginPassword),
    resetBySms: bound(resetLoginPasswordBySms),
    sendEmailCode: bound(sendResetEmailCode),
    resetByEmail: bound(resetLoginPasswordByEmail),
    setPaymentPassword: bound(savePaymentPassword),
  };
}
