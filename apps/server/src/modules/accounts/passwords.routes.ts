import type { FastifyInstance } from 'fastify';
import {
  changePassword,
  hasWithdrawalPassword,
  passwordEmail,
  resetPasswordByEmail,
  resetPasswordBySms,
  setPaymentPassword,
} from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import type { AccountServices } from './account-services';
import { clientOf } from './client';
import { LOGIN_RATE, SMS_RATE } from './rate-limits';
import { currentMember, realMember } from '../../plugins/session-auth.plugin';

/** §4 and §7: changing and resetting the login password, and the withdrawal password. */
export default async function passwordsRoutes(app: FastifyInstance, opts: AccountServices) {
  const { passwords, members } = opts;

  registerOperation(
    app,
    changePassword,
    async (req) => {
      await passwords.change(
        currentMember(req),
        req.merchant,
        req.body.oldPassword,
        req.body.newPassword,
      );
      return null;
    },
    { rateLimit: LOGIN_RATE },
  );

  registerOperation(
    app,
    resetPasswordBySms,
    async (req) => {
      await passwords.resetBySms(req.merchant, req.body);
      return null;
    },
    { rateLimit: SMS_RATE },
  );

  registerOperation(
    app,
    passwordEmail,
    async (req) => {
      await passwords.sendEmailCode(clientOf(req), req.body.email, req.body.altcha);
      return null;
    },
    { rateLimit: SMS_RATE },
  );

  registerOperation(
    app,
    resetPasswordByEmail,
    async (req) => {
      const { email, code, newPassword } = req.body;
      await passwords.resetByEmail(req.merchant, email, code, newPassword);
      return null;
    },
    { rateLimit: LOGIN_RATE },
  );

  registerOperation(
    app,
    setPaymentPassword,
    async (req) => {
      const { password, paymentPassword } = req.body;
      await passwords.setPaymentPassword(realMember(req).id, password, paymentPassword);
      return null;
    },
    { rateLimit: LOGIN_RATE },
  );

  registerOperation(app, hasWithdrawalPassword, async (req) => ({
    hasPassword: await members.hasPaymentPassword(realMember(req).id),
  }));
}
