import { and, desc, eq, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, sessions } from '../../db/schema';
import { unreadOfMemberColumn } from '../inbox/inbox.service';
import { levelIdOfMemberColumn } from '../levels/levels.service';
import type { MemberInfoReads } from './session-member-row';

export async function insertSession(
  db: Db,
  row: {
    tokenHash: string;
    memberId: number;
    merchantCode: string;
    expiresAt: Date;
    ip: string;
    userAgent: string | null;
    country?: string | null;
    now: Date;
  },
) {
  await db.insert(sessions).values({ ...row, createdAt: row.now, lastSeenAt: row.now });
}

/**
 * Every member call reads its session: the query is built once per database and prepared (a
 * named statement each pooled connection parses once), not built and parsed per request. The
 * session of the token, with its member and the `extra` columns.
 */
const sessionByToken = <E extends Record<string, SQL>>(name: string, extra: E) => {
  const byDb = new WeakMap<Db, ReturnType<typeof prepare>>();
  const prepare = (db: Db) =>
    db
      .select({ session: sessions, member: members, ...extra })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
      .prepare(name);
  return async (db: Db, tokenHash: string) => {
    let query = byDb.get(db);
    if (!query) byDb.set(db, (query = prepare(db)));
    return (await query.execute({ tokenHash }))[0];
  };
};

const sessionWithMember = sessionByToken('sessions_find_with_member', {});

export async function findSessionWithMember(db: Db, tokenHash: string) {
  const row = await sessionWithMember(db, tokenHash);
  return row ? { ...row, info: null } : null;
}

/**
 * Member info's session read: the member's level and unread count come with it, each written by
 * its owning module (`levelIdOfMemberColumn`, `unreadOfMemberColumn`), so the call is one round
 * trip, and what it shows is what the database holds when it is read, whichever instance wrote it.
 */
const sessionWithMemberInfo = sessionByToken('sessions_find_with_member_info', {
  levelId: levelIdOfMemberColumn(members.id),
  unread: unreadOfMemberColumn(members.id),
});

export async function findSessionWithMemberInfo(db: Db, tokenHash: string) {
  const row = await sessionWithMemberInfo(db, tokenHash);
  if (!row) return null;
  const info: MemberInfoReads = { levelId: row.levelId, unread: row.unread };
  return { session: row.session, member: row.member, info };
}

export const touchSession = (db: Db, id: number, now: Date) =>
  db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));

export const deleteSession = (db: Db, id: number) => db.delete(sessions).where(eq(sessions.id, id));

/** After a password change every other session of the member ends. */
export const deleteOtherSessions = (db: Db, memberId: number, keepId: number | null) =>
  db
    .delete(sessions)
    .where(
      keepId === null
        ? eq(sessions.memberId, memberId)
        : and(eq(sessions.memberId, memberId), ne(sessions.id, keepId)),
    );

export const deleteExpiredSessions = (db: Db, now: Date, idleBefore: Date) =>
  db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleBefore)));

/** Ends all but the `keep` newest sessions of a member (the concurrent-session cap). */
export async function endSurplusSessions(db: Db, memberId: number, keep: number) {
  const surplus = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.memberId, memberId))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .offset(keep);
  if (surplus.length > 0)
    await db.delete(sessions).where(
      inArray(
        sessions.id,
        surplus.map((s) => s.id),
      ),
    );
}

export const listMemberSessions = (db: Db, memberId: number) =>
  db
    .select()
    .from(sessions)
    .where(eq(sessions.memberId, memberId))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
    .limit(100);

/** Ends one session of a member; answers whether there was one. */
export async function deleteMemberSession(db: Db, memberId: number, sessionId: number) {
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.memberId, memberId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return gone.length > 0;
}

/** Every session of the member named `username` (any case); answers how many ended. */
export async function deleteSessionsOfUsername(db: Db, merchantCode: string, username: string) {
  const gone = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.merchantCode, merchantCode),
        eq(
          sessions.memberId,
          sql`(select ${members.id} from ${members} where ${members.merchantCode} = ${merchantCode} and lower(${members.username}) = ${username.toLowerCase()})`,
        ),
      ),
    )
    .returning({ id: sessions.id });
  return gone.length;
}

/** Every session of the merchant; answers how many ended. */
export async function deleteMerchantSessions(db: Db, merchantCode: string) {
  const gone = await db
    .delete(sessions)
    .where(eq(sessions.merchantCode, merchantCode))
    .returning({ id: sessions.id });
  return gone.length;
}

/** Development only: the member's session began at `at` (e2e tests reach a reality check at once). */
export async function moveSessionStart(db: Db, memberId: number, sessionId: number, at: Date) {
  await db
    .update(sessions)
    .set({ createdAt: at })
    .where(and(eq(sessions.id, sessionId), eq(sessions.memberId, memberId)));
}
