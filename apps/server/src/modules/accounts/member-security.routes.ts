import type { FastifyInstance } from 'fastify';
import {
  bindEmail,
  bindMobile,
  emailCode,
  loginHistory,
  loginTwoFactor,
  mobileCode,
  securityConfig,
  twoFactorConfirm,
  twoFactorDisable,
  twoFactorEnrol,
} from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import type { AccountServices } from './account-services';
import { clientOf } from './client';
import { LOGIN_RATE, SMS_RATE } from './rate-limits';
import { realMember } from '../../plugins/session-auth.plugin';

/** The security centre: e-mail and number binding, login history, two-factor sign-in. */
export default async function memberSecurityRoutes(app: FastifyInstance, opts: AccountServices) {
  const { security, twoFactor, login } = opts;

  registerOperation(app, securityConfig, (req) => security.config(realMember(req).id));
  registerOperation(app, loginHistory, (req) => security.loginHistory(realMember(req).id));

  registerOperation(
    app,
    emailCode,
    async (req) => ({
      expirationTime: await security.sendEmailCode(
        clientOf(req),
        realMember(req).id,
        req.body.email,
      ),
    }),
    { rateLimit: SMS_RATE },
  );
  registerOperation(
    app,
    bindEmail,
    async (req) => {
      await security.bindEmail(
        clientOf(req),
        realMember(req).id,
        req.body.email,
        req.body.verificationCode,
      );
      return null;
    },
    { rateLimit: LOGIN_RATE },
  );
  registerOperation(
    app,
    mobileCode,
    async (req) => ({
      expirationTime: await security.sendMobileCode(clientOf(req), realMember(req).id, req.body),
    }),
    { rateLimit: SMS_RATE },
  );
  registerOperation(
    app,
    bindMobile,
    async (req) => {
      await security.bindMobile(clientOf(req), realMember(req).id, req.body);
      return null;
    },
    { rateLimit: LOGIN_RATE },
  );

  registerOperation(app, twoFactorEnrol, (req) => {
    const me = realMember(req);
    return twoFactor.enrol(me.id, req.merchant.name, me.username);
  });
  registerOperation(
    app,
    twoFactorConfirm,
    async (req) => ({ recoveryCodes: await twoFactor.confirm(realMember(req).id, req.body.code) }),
    { rateLimit: LOGIN_RATE },
  );
  registerOperation(
    app,
    twoFactorDisable,
    async (req) => {
      await twoFactor.disable(realMember(req).id, req.body);
      return null;
    },
    { rateLimit: LOGIN_RATE },
  );
  registerOperation(
    app,
    loginTwoFactor,
    (req) => login.completeTwoFactor(clientOf(req), req.body.challenge, req.body),
    { rateLimit: LOGIN_RATE },
  );
}
