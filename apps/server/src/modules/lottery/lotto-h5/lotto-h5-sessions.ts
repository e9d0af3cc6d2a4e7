import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { LOTTERY_PAGE_CODE_TTL_MS, type LotteryPageCodeValue } from '@lotto/contract';
import type { Db } from '../../../db/client';
import { lotteryPageSessions, members } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { randomToken, sha256Hex } from '../../../lib/secrets';

/** The cookie that carries the lottery page's own session, only to the page's own paths. */
export const LOTTO_H5_SESSION_COOKIE = 'lotto_h5_session';
/** How long the page's session lasts: as long as a game session of a vendor. */
export const LOTTO_H5_SESSION_TTL_MS = 2 * 60 * 60 * 1000;

/** Launch codes and sessions of the embedded lottery page (§2.10). */
export function createLottoH5Sessions(db: Db, clock: Clock) {
  return {
    /** A code for the member's page; only its hash is stored. */
    async issueCode(member: {
      id: number;
      merchantCode: string;
      sessionId: number;
    }): Promise<LotteryPageCodeValue> {
      const now = clock();
      // The member's ended sessions and unused old codes go as a new one comes (indexed by member).
      await db
        .delete(lotteryPageSessions)
        .where(
          and(
            eq(lotteryPageSessions.memberId, member.id),
            or(
              lt(lotteryPageSessions.sessionExpiresAt, now),
              and(
                isNull(lotteryPageSessions.sessionTokenHash),
                lt(lotteryPageSessions.launchExpiresAt, now),
              ),
            ),
          ),
        );
      const code = randomToken();
      await db.insert(lotteryPageSessions).values({
        memberId: member.id,
        merchantCode: member.merchantCode,
        platformSessionId: member.sessionId,
        launchCodeHash: sha256Hex(code),
        launchExpiresAt: new Date(now.getTime() + LOTTERY_PAGE_CODE_TTL_MS),
      });
      return { launchCode: code, expiresInMs: LOTTERY_PAGE_CODE_TTL_MS };
    },

    /**
     * Trades a code for the page's session token, once: the WHERE makes a second use, or a use
     * after expiry, change nothing (null).
     */
    async open(code: string): Promise<{ token: string; maxAgeMs: number } | null> {
      const now = clock();
      const token = randomToken();
      const rows = await db
        .update(lotteryPageSessions)
        .set({
          sessionTokenHash: sha256Hex(token),
          sessionExpiresAt: new Date(now.getTime() + LOTTO_H5_SESSION_TTL_MS),
        })
        .where(
          and(
            eq(lotteryPageSessions.launchCodeHash, sha256Hex(code)),
            isNull(lotteryPageSessions.sessionTokenHash),
            gt(lotteryPageSessions.launchExpiresAt, now),
          ),
        )
        .returning({ id: lotteryPageSessions.id });
      return rows.length ? { token, maxAgeMs: LOTTO_H5_SESSION_TTL_MS } : null;
    },

    /** The member of a live page session, as a member call sees it, or null. */
    async sessionMember(token: string) {
      const rows = await db
        .select({
          sessionId: lotteryPageSessions.platformSessionId,
          id: members.id,
          merchantCode: members.merchantCode,
          username: members.username,
          customerType: members.customerType,
          isTrial: members.isTrial,
          firstTimeLogin: members.firstTimeLogin,
          disabled: members.disabled,
        })
        .from(lotteryPageSessions)
        .innerJoin(members, eq(members.id, lotteryPageSessions.memberId))
        .where(
          and(
            eq(lotteryPageSessions.sessionTokenHash, sha256Hex(token)),
            gt(lotteryPageSessions.sessionExpiresAt, clock()),
          ),
        );
      const row = rows[0];
      if (!row || row.disabled) return null;
      const { disabled: _disabled, ...member } = row;
      return member;
    },
  };
}
