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
import type { Accounts } from './accounts.module';
import { currentMember } from './session-auth.plugin';
import { deleteSession, touchSession } from './sessions.service';
import { mobileE164 } from './phone-number';
import type { SessionService } from './login.service';

/** Per client address, per minute: the calls that check a password or send an SMS. */
export const LOGIN_RATE = { max: 20, timeWindow: 60_000 };
export const SMS_RATE = { max: 5, timeWindow: 60_000 };
export const ISSUE_RATE = { max: 60, timeWindow: 60_000 };

export default async function sessionRoutes(
  app: FastifyInstance,
  opts: { accounts: Accounts; sessions: SessionService },
) {
  const { accounts, sessions } = opts;

  registerOperation(app, login, (req) => sessions.login(req, req.body), { rateLimit: LOGIN_RATE });

  registerOperation(
    app,
    trialLogin,
    async (req) => {
      await accounts.altcha.verify(req.body.altcha);
      return sessions.startSession(await sessions.createTrialMember(req), req);
    },
    { rateLimit: LOGIN_RATE },
  );

  registerOperation(app, captcha, () => accounts.captcha.issue(), { rateLimit: ISSUE_RATE });
  registerOperation(
    app,
    altchaChallenge,
    async () => {
      const { parameters, signature } = await accounts.altcha.challenge();
      return { parameters: { ...parameters }, signature };
    },
    { rateLimit: ISSUE_RATE },
  );

  registerOperation(
    app,
    smsCodeNoLogin,
    async (req) => {
      const mobile = mobileE164(req.merchant, req.body.countryDialingCode, req.body.mobileNum);
      await accounts.altcha.verify(req.body.altcha);
      const expirationTime = await accounts.sms.send(req.merchant, mobile, req.ip, req.language);
      return { expirationTime };
    },
    { rateLimit: SMS_RATE },
  );

  registerOperation(app, logout, async (req) => {
    await deleteSession(accounts.db, currentMember(req).sessionId);
    return null;
  });

  registerOperation(app, sessionRenew, async (req) => {
    await touchSession(accounts.db, currentMember(req).sessionId, accounts.clock());
    return null;
  });
}
