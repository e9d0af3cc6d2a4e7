import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';
import type { Clock } from '../../lib/clock';

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
      const [byIp] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(
          and(
            eq(loginFailures.merchantCode, merchantCode),
            eq(loginFailures.ip, ip),
            gt(loginFailures.at, since()),
          ),
        );
      if ((byIp?.n ?? 0) >= LOGIN_FAILURES_PER_IP) return true;
      if (!username) return false;
      const [byUser] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(
          and(
            eq(loginFailures.merchantCode, merchantCode),
            eq(loginFailures.username, username),
            gt(loginFailures.at, since()),
          ),
        );
      return (byUser?.n ?? 0) >= LOGIN_FAILURES_PER_USERNAME;
    },
    recordFailure: (merchantCode: string, username: string | null, ip: string) =>
      db.insert(loginFailures).values({ merchantCode, username, ip, at: clock() }),
    /** A successful login clears that username's count (the IP's stays: one IP, many names). */
    clear: (merchantCode: string, username: string) =>
      db
        .delete(loginFailures)
        .where(
          and(eq(loginFailures.merchantCode, merchantCode), eq(loginFailures.username, username)),
        ),
    prune: () => db.delete(loginFailures).where(lt(loginFailures.at, since())),
  };
}
