import type { FastifyInstance } from 'fastify';
import {
  identityCallback,
  identityLinks,
  identityProviders,
  identityRegister,
  identityStart,
} from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import type { AccountServices } from './account-services';
import { clientOf } from './client';
import { ISSUE_RATE, LOGIN_RATE } from './rate-limits';
import { realMember } from '../../plugins/session-auth.plugin';

/** Sign-in by an OpenID Connect provider: the same limits as the password login. */
export default async function identitySignInRoutes(app: FastifyInstance, opts: AccountServices) {
  const { identity } = opts;

  registerOperation(app, identityProviders, (req) => identity.providers(req.merchant), {
    rateLimit: ISSUE_RATE,
  });

  registerOperation(
    app,
    identityStart,
    // Linking needs a real member's session (a trial account has nothing to link to).
    (req) =>
      identity.start(clientOf(req), req.host, req.body, req.body.link ? realMember(req).id : null),
    { rateLimit: LOGIN_RATE },
  );

  registerOperation(app, identityCallback, (req) => identity.callback(clientOf(req), req.body), {
    rateLimit: LOGIN_RATE,
  });

  registerOperation(app, identityRegister, (req) => identity.register(clientOf(req), req.body), {
    rateLimit: LOGIN_RATE,
  });

  registerOperation(app, identityLinks, (req) => identity.links(realMember(req).id));
}
