import type { LoginBody, LoginResult } from '@lotto/contract';
import type { Accounts } from './accounts.module';
import type { Client } from './client';
import type { LoginDeps } from './login-deps';
import { passwordLogin } from './login-password';
import { phoneCodeProviderLogin } from './login-phone-code-provider';
import { completeTwoFactor, identityVerified, startLoginSession } from './login-session';
import { sendSmsCode, smsCodeLogin } from './login-sms';
import { trialAccount, trialLogin } from './login-trial';
import { createPhoneCodeVerifier, type PhoneCodeVerifier } from './phone-code-identity';
import type { SessionsService } from './sessions.service';
import type { TwoFactorService } from './two-factor.service';
import { bindUseCases } from '../../lib/use-cases';

/**
 * A member's login: by password (login-password.ts), SMS code (login-sms.ts) or the phone-code
 * provider (login-phone-code-provider.ts), then the session or the second step
 * (login-session.ts); trial accounts (login-trial.ts).
 */
export function createLoginService(
  accounts: Accounts,
  sessions: SessionsService,
  twoFactor: TwoFactorService,
  verifyPhoneCode: PhoneCodeVerifier = createPhoneCodeVerifier(),
) {
  const { db, clock, guard, captcha, altcha, sms } = accounts;
  const deps: LoginDeps = {
    db,
    clock,
    guard,
    captcha,
    altcha,
    sms,
    sessions,
    twoFactor,
    verifyPhoneCode,
  };
  const bound = bindUseCases(deps);

  return {
    startSession: bound(startLoginSession),
    identityVerified: bound(identityVerified),
    completeTwoFactor: bound(completeTwoFactor),

    async login(client: Client, body: LoginBody): Promise<LoginResult> {
      if (body.type === 'firebase') return phoneCodeProviderLogin(deps, client, body);
      if (body.type === 'username') return passwordLogin(deps, client, body);
      return smsCodeLogin(deps, client, body);
    },

    trialAccount: bound(trialAccount),
    trialLogin: bound(trialLogin),
    sendSmsCode: bound(sendSmsCode),
  };
}
export type LoginService = ReturnType<typeof createLoginService>;
