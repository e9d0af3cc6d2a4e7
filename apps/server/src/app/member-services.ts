import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { randomToken } from '../lib/secrets';
import { createAccounts } from '../modules/accounts/accounts.module';
import { createAccountServices } from '../modules/accounts/account-services';
import {
  endSessionOfMember,
  endSessionsOfMember,
} from '../modules/accounts/session-revocation.service';
import { DEFAULT_SESSIONS_PER_MEMBER } from '../modules/accounts/sessions.service';
import type { MerchantService } from '../modules/merchant/merchant.service';
import { createProtectionService } from '../modules/protection/protection.service';
import { createRealityCheckService } from '../modules/protection/reality-check.service';
import type { GamePageRealityChecks } from '../modules/protection/reality-check-overlay';
import { createSessionTimeService } from '../modules/protection/session-time.service';
import type { AppEventBus } from './app-events';
import type { AppOptions } from './app-options';

/** The member's protection (issue 34), asked by registration, ending sessions through accounts. */
export function createMemberProtection(db: Db, clock: Clock) {
  const protectionHooks = { endSessions: endSessionsOfMember };
  const sessionTime = createSessionTimeService(db, clock, protectionHooks);
  const protection = createProtectionService(db, clock, protectionHooks, sessionTime);
  // Issue 34: the reality check over a page outside the app that runs a game (a vendor's game
  // page, the lotto-h5 page), counted on the server, and its log out ending the login session.
  const realityChecks = createRealityCheckService(db, clock, sessionTime);
  const gamePageRealityChecks: GamePageRealityChecks = {
    check: (member, timeZone) => realityChecks.check(member, timeZone),
    endSession: (memberId, sessionId) => endSessionOfMember(db, memberId, sessionId),
  };
  return { protection, sessionTime, realityChecks, gamePageRealityChecks };
}
export type MemberProtection = ReturnType<typeof createMemberProtection>;

/** Login, sessions and registration, with protection's checks and the registration event. */
export function createMemberAccounts(
  opts: AppOptions,
  clock: Clock,
  log: FastifyBaseLogger,
  merchants: MerchantService,
  { protection, sessionTime }: MemberProtection,
  events: AppEventBus,
) {
  const merchantZone = async (code: string) =>
    (await merchants.get(code))?.timeZone ?? opts.merchant.timeZone;
  const accounts = createAccounts(
    opts.database.db,
    clock,
    {
      session: {
        idleMinutes: 60,
        maxHours: 24,
        maxPerMember: DEFAULT_SESSIONS_PER_MEMBER,
        ...opts.accounts?.session,
      },
      altcha: opts.accounts?.altcha ?? { hmacKey: randomToken(), cost: 1000, maxCounter: 2000 },
      totpKey: opts.accounts?.totpKey ?? randomToken(),
      identity: {
        clientSecrets: opts.accounts?.identity?.clientSecrets ?? {},
        allowHttpIssuers: opts.accounts?.identity?.allowHttpIssuers ?? false,
      },
    },
    log,
    {
      revealCaptchaAnswers: opts.devRoutes ?? false,
      // Issue 34: the daily session-time limit, counted as sessions are seen (trials have none).
      sessionTime: {
        starting: async (member) => {
          if (!member.isTrial)
            await sessionTime.refuseLogin(member, await merchantZone(member.merchantCode));
        },
        seen: async (member, from, to) => {
          if (!member.isTrial)
            await sessionTime.seen(member, await merchantZone(member.merchantCode), from, to);
        },
      },
      registrationBlocked: (merchantCode, details) =>
        protection.registrationBlocked(merchantCode, details),
      memberRegistered: (tx, member) => events.emit('memberRegistered', tx, member),
    },
  );
  return { accounts, accountServices: createAccountServices(accounts) };
}
