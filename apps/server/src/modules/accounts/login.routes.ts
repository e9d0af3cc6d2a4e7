import type { FastifyInstance } from 'fastify';
import {
  altchaChallenge,
  captcha,
  login,
  logout,
  sessionRenew,
  smsCodeNoLogin,
  trialLogin,
} from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import type { AccountServices } from './account-services';
import { clientOf } from './client';
import { ISSUE_RATE, LOGIN_RATE, SMS_RATE } from './rate-limits';
import { currentMember } from '../../plugins/session-auth.plugin';

export default async function loginRoutes(app: FastifyInstance, opts: AccountServices) {
  const { altcha, captcha: captchas, login: logins, sessions } = opts;

  registerOperation(app, login, (req) => logins.login(clientOf(req), req.body), {
    rateLimit: LOGIN_RATE,
  });

  registerOperation(app, trialLogin, (req) => logins.trialLogin(clientOf(req), req.body.altcha), {
    rateLimit: LOGIN_RATE,
  });

  registerOperation(app, captcha, () => captchas.issue(), { rateLimit: ISSUE_RATE });
  registerOperation(
    app,
    altchaChallenge,
    async () => {
      const { parameters, signature } = await altcha.challenge();
      return { parameters: { ...parameters }, signature };
    },
    { rateLimit: ISSUE_RATE },
  );

  registerOperation(
    app,
    smsCodeNoLogin,
    async (req) => ({ expirationTime: await logins.sendSmsCode(clientOf(req), req.body) }),
    { rateLimit: SMS_RATE },
  );

  registerOperation(app, logout, async (req) => {
    await sessions.end(currentMember(req).sessionId);
    return null;
  });

  registerOperation(app, sessionRenew, async (req) => {
    await sessions.renew(currentMember(req).sessionId);
    return null;
  });
}
