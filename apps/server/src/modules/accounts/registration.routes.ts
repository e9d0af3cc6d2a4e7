import type { FastifyInstance } from 'fastify';
import {
  affiliateCheck,
  changePassword,
  checkUsername,
  ErrorCode,
  hasWithdrawalPassword,
  memberInfo,
  passwordEmail,
  register,
  registerMobile,
  resetPasswordByEmail,
  resetPasswordBySms,
  setPaymentPassword,
  trialUser,
} from '@lotto/contract';
import { fieldError, HttpError } from '../../lib/http-error';
import { registerOperation } from '../../lib/route';
import type { Accounts } from './accounts.module';
import { currentMember, realMember } from './session-auth.plugin';
import { LOGIN_RATE, SMS_RATE } from './login.routes';
import type { SessionService } from './login.service';
import { mobileE164 } from './phone-number';
import {
  agentCodeExists,
  findMemberById,
  findMemberByMobile,
  usernameTaken,
} from './members.repository';
import type { MemberService } from './registration.service';
import {
  accountWords,
  checkNewPassword,
  memberOrGone,
  type PasswordService,
} from './passwords.service';

const LOOKUP_RATE = { max: 30, timeWindow: 60_000 };

export default async function memberRoutes(
  app: FastifyInstance,
  opts: {
    accounts: Accounts;
    sessions: SessionService;
    members: MemberService;
    passwords: PasswordService;
  },
) {
  const { accounts, sessions, members, passwords } = opts;
  const { db } = accounts;
  const loadMember = async (id: number) => memberOrGone(await findMemberById(db, id));

  registerOperation(
    app,
    register,
    async (req) => sessions.startSession(await members.registerByUsername(req, req.body), req),
    { rateLimit: LOGIN_RATE },
  );
  registerOperation(
    app,
    registerMobile,
    async (req) => sessions.startSession(await members.registerByMobile(req, req.body), req),
    { rateLimit: LOGIN_RATE },
  );
  registerOperation(
    app,
    trialUser,
    async (req) => {
      await accounts.altcha.verify(req.body.altcha);
      const member = await sessions.createTrialMember(req);
      return { userName: member.username, merchantCode: member.merchantCode };
    },
    { rateLimit: LOGIN_RATE },
  );

  registerOperation(
    app,
    checkUsername,
    async (req) => ({
      available: !(await usernameTaken(db, req.merchant.code, req.query.username)),
    }),
    { rateLimit: LOOKUP_RATE },
  );

  registerOperation(
    app,
    affiliateCheck,
    async (req) => {
      if (!(await agentCodeExists(db, req.merchant.code, req.query.code))) {
        throw fieldError('code', 'invalid invitation code', ErrorCode.INVALID_INVITATION_CODE);
      }
      return null;
    },
    { rateLimit: LOOKUP_RATE },
  );

  registerOperation(app, memberInfo, async (req) =>
    members.memberInfo(await loadMember(currentMember(req).id)),
  );

  registerOperation(
    app,
    changePassword,
    async (req) => {
      const session = currentMember(req);
      if (session.isTrial) throw new HttpError(ErrorCode.TRIAL_NOT_ALLOWED);
      await passwords.change(
        await loadMember(session.id),
        session.sessionId,
        req.body.oldPassword,
        req.body.newPassword,
        req.merchant,
      );
      return null;
    },
    { rateLimit: LOGIN_RATE },
  );

  registerOperation(
    app,
    resetPasswordBySms,
    async (req) => {
      const mobile = mobileE164(req.merchant, req.body.countryDialingCode, req.body.mobileNum);
      checkNewPassword(req.merchant, req.body.newPassword, 'newPassword');
      await accounts.sms.consume(req.merchant, mobile, req.body.verificationCode);
      const member = await findMemberByMobile(db, req.merchant.code, mobile);
      if (!member || member.isTrial || member.disabled)
        throw new HttpError(ErrorCode.USER_DISABLED);
      checkNewPassword(req.merchant, req.body.newPassword, 'newPassword', accountWords(member));
      await passwords.setPassword(member, req.body.newPassword, null);
      return null;
    },
    { rateLimit: SMS_RATE },
  );

  registerOperation(
    app,
    passwordEmail,
    async (req) => {
      await accounts.altcha.verify(req.body.altcha);
      await passwords.sendEmailCode(req, req.body.email);
      return null;
    },
    { rateLimit: SMS_RATE },
  );

  registerOperation(
    app,
    resetPasswordByEmail,
    async (req) => {
      await passwords.resetByEmail(req, req.body.email, req.body.code, req.body.newPassword);
      return null;
    },
    { rateLimit: LOGIN_RATE },
  );

  registerOperation(
    app,
    setPaymentPassword,
    async (req) => {
      const member = await loadMember(realMember(req).id);
      await passwords.setPaymentPassword(member, req.body.password, req.body.paymentPassword);
      return null;
    },
    { rateLimit: LOGIN_RATE },
  );

  registerOperation(app, hasWithdrawalPassword, async (req) => ({
    hasPassword: (await loadMember(realMember(req).id)).paymentPasswordHash !== null,
  }));
}
