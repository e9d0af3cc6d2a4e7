import type { FastifyBaseLogger } from 'fastify';
import { deleteExpiredSessions } from './sessions.repository';
import { deleteSpentHandovers } from './handover.repository';
import { deleteExpiredChallenges, deleteMemberLoginsBefore } from './member-security.repository';
import type { Accounts } from './accounts.module';
import { deleteExpiredSignIns } from './identity-sign-in.repository';

/** Expired sessions, captchas, used challenges and old login failures are removed this often. */
export const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;

/** The security centre's login history goes back this far. */
export const LOGIN_HISTORY_KEPT_MS = 90 * 24 * 60 * 60_000;

export async function pruneAccounts(accounts: Accounts): Promise<void> {
  const now = accounts.clock();
  const idleBefore = new Date(now.getTime() - accounts.settings.session.idleMinutes * 60_000);
  await deleteExpiredSessions(accounts.db, now, idleBefore);
  await accounts.captcha.prune();
  await accounts.altcha.prune();
  await accounts.guard.prune();
  await accounts.codes.prune();
  await deleteExpiredChallenges(accounts.db, now);
  await deleteSpentHandovers(accounts.db, now);
  await deleteExpiredSignIns(accounts.db, now);
  await deleteMemberLoginsBefore(accounts.db, new Date(now.getTime() - LOGIN_HISTORY_KEPT_MS));
}

/** Every instance may run it: each statement is an idempotent delete. */
export function startHousekeeping(accounts: Accounts, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    pruneAccounts(accounts).catch((err: unknown) => log.warn({ err }, 'housekeeping failed'));
  }, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
