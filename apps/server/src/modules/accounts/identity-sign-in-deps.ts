import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Accounts } from './accounts.module';
import type { createIdentityClients, IdentitySettings } from './identity-clients';
import type { LoginService } from './login.service';

/** What each identity sign-in use case is given by the identity sign-in service. */
export interface IdentitySignInDeps {
  accounts: Accounts;
  db: Db;
  clock: Clock;
  logins: LoginService;
  settings: IdentitySettings;
  log: FastifyBaseLogger;
  clients: ReturnType<typeof createIdentityClients>;
  /** The server secret the PKCE verifier and the nonce are derived under. */
  stateKey: string;
}
