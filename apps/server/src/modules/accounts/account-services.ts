import type { Accounts } from './accounts.module';
import { createLoginService } from './login.service';
import { createIdentitySignInService } from './identity-sign-in.service';
import { createMembersService } from './members.service';
import { createPasswordService } from './passwords.service';
import { createRegistrationService } from './registration.service';
import { createSessionsService } from './sessions.service';
import { createHandoverService } from './handover.service';
import { createMemberProfileService } from './member-profile.service';
import { createMemberSecurityService } from './member-security.service';
import { createTwoFactorService } from './two-factor.service';

/**
 * The accounts module's services, built once per app: its routes, the session plugin and the
 * development routes call these and never reach the database themselves.
 */
export function createAccountServices(accounts: Accounts) {
  const sessions = createSessionsService(
    accounts.db,
    accounts.clock,
    accounts.settings.session,
    accounts.sessionTime,
  );
  const twoFactor = createTwoFactorService(accounts);
  const login = createLoginService(accounts, sessions, twoFactor);
  const identity = createIdentitySignInService(
    accounts,
    login,
    accounts.settings.identity,
    accounts.log,
  );
  return {
    altcha: accounts.altcha,
    captcha: accounts.captcha,
    sessions,
    handover: createHandoverService(
      accounts.db,
      accounts.clock,
      sessions,
      accounts.settings.session,
    ),
    login,
    identity,
    registration: createRegistrationService(accounts, login),
    passwords: createPasswordService(accounts, sessions),
    members: createMembersService(accounts.db),
    twoFactor,
    security: createMemberSecurityService(accounts, twoFactor),
    profile: createMemberProfileService(accounts.db, accounts.clock),
  };
}
export type AccountServices = ReturnType<typeof createAccountServices>;
