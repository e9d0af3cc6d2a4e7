import type { FastifyInstance } from 'fastify';
import type { AccountServices } from './account-services';
import handoverRoutes from './handover.routes';
import loginRoutes from './login.routes';
import identitySignInRoutes from './identity-sign-in.routes';
import memberInfoRoutes from './member-info.routes';
import memberProfileRoutes from './member-profile.routes';
import memberSecurityRoutes from './member-security.routes';
import memberSessionsRoutes from './member-sessions.routes';
import passwordsRoutes from './passwords.routes';
import registrationRoutes from './registration.routes';

/** Every call of the accounts module: login and sessions, registration, member info, passwords. */
export default async function accountsRoutes(app: FastifyInstance, services: AccountServices) {
  await app.register(loginRoutes, services);
  await app.register(identitySignInRoutes, services);
  await app.register(memberSessionsRoutes, services);
  await app.register(handoverRoutes, services);
  await app.register(registrationRoutes, services);
  await app.register(memberInfoRoutes, services);
  await app.register(passwordsRoutes, services);
  await app.register(memberSecurityRoutes, services);
  await app.register(memberProfileRoutes, services);
}
