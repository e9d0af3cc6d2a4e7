import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import {
  countLoginFailures,
  deleteLoginFailuresBefore,
  deleteLoginFailuresOf,
  insertLoginFailure,
} from './login-failures.repository';

/** Accounts issue: after 3 failures for a username or a number, or 10 from one IP, within 15 minutes. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
export const LOGIN_FAILURES_PER_USERNAME = 3;
export const LOGIN_FAILURES_PER_IP = 10;

export function createLoginGuard(db: Db, clock: Clock) {
  const since = () => new Date(clock().getTime() - LOGIN_FAILURE_WINDOW_MS);
  return {
    async captchaRequired(
      merchantCode: string,
      username: string | null,
      ip: string,
    ): Promise<boolean> {
      if ((await countLoginFailures(db, merchantCode, { ip }, since())) >= LOGIN_FAILURES_PER_IP)
        return true;
      if (!username) return false;
      return (
        (await countLoginFailures(db, merchantCode, { username }, since())) >=
        LOGIN_FAILURES_PER_USERNAME
      );
    },
    recordFailure: (merchantCode: string, username: string | null, ip: string) =>
      insertLoginFailure(db, { merchantCode, username, ip, at: clock() }),
    /** A successful login clears that username's count (the IP's stays: one IP, many names). */
    clear: (merchantCode: string, username: string) =>
      deleteLoginFailuresOf(db, merchantCode, username),
    prune: () => deleteLoginFailuresBefore(db, since()),
  };
}
