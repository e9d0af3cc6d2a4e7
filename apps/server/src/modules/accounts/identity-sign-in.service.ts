import type { IdentityLinksValue } from '@lotto/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Accounts } from './accounts.module';
import { createIdentityClients, type IdentitySettings } from './identity-clients';
import { offeredProviders } from './identity-providers-offered';
import { registerIdentityMember } from './identity-registration';
import { identitySignInCallback } from './identity-sign-in-callback';
import type { IdentitySignInDeps } from './identity-sign-in-deps';
import { listMemberIdentities } from './identity-sign-in.repository';
import { startIdentitySignIn } from './identity-sign-in-start';
import type { LoginService } from './login.service';
import { bindUseCases } from '../../lib/use-cases';

/**
 * Sign-in with an identity provider (OpenID Connect): the buttons offered, the start
 * (identity-sign-in-start.ts), the provider's answer (identity-sign-in-callback.ts) and a first
 * sign-in's registration (identity-registration.ts).
 */
export function createIdentitySignInService(
  accounts: Accounts,
  logins: LoginService,
  settings: IdentitySettings,
  log: FastifyBaseLogger,
) {
  const { db, clock } = accounts;
  const deps: IdentitySignInDeps = {
    accounts,
    db,
    clock,
    logins,
    settings,
    log,
    clients: createIdentityClients(settings, clock),
    stateKey: `${accounts.settings.totpKey}:identity-sign-in`,
  };
  const bound = bindUseCases(deps);

  return {
    providers: bound(offeredProviders),

    /** The member's linked accounts, oldest first. */
    async links(memberId: number): Promise<IdentityLinksValue> {
      const rows = await listMemberIdentities(db, memberId);
      return { list: rows.map((r) => ({ provider: r.provider, linkedAt: r.linkedAt.getTime() })) };
    },

    start: bound(startIdentitySignIn),
    callback: bound(identitySignInCallback),
    register: bound(registerIdentityMember),
  };
}
