import type { FastifyInstance } from 'fastify';
import {
  affiliateCheck,
  checkUsername,
  register,
  registerMobile,
  trialUser,
} from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import type { AccountServices } from './account-services';
import { clientOf } from './client';
import { LOGIN_RATE, LOOKUP_RATE } from './rate-limits';

/** §4 registration, free play without a session, and the form's look-ups. */
export default async function registrationRoutes(app: FastifyInstance, opts: AccountServices) {
  const { registration, login } = opts;

  registerOperation(app, register, (req) => registration.register(clientOf(req), req.body), {
    rateLimit: LOGIN_RATE,
  });
  registerOperation(
    app,
    registerMobile,
    (req) => registration.registerMobile(clientOf(req), req.body),
    { rateLimit: LOGIN_RATE },
  );
  registerOperation(app, trialUser, (req) => login.trialAccount(clientOf(req), req.body.altcha), {
    rateLimit: LOGIN_RATE,
  });

  registerOperation(
    app,
    checkUsername,
    async (req) => ({
      available: await registration.usernameAvailable(req.merchant.code, req.query.username),
    }),
    { rateLimit: LOOKUP_RATE },
  );

  registerOperation(
    app,
    affiliateCheck,
    async (req) => {
      await registration.checkInvitationCode(req.merchant.code, req.query.code);
      return null;
    },
    { rateLimit: LOOKUP_RATE },
  );
}
