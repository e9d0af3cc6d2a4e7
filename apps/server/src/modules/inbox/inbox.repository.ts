import { and, count, desc, eq, isNull, notInArray, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inboxMessages, inboxReceipts, members } from '../../db/schema';
import { realMembersOf } from '../../db/member-partition';

const live = (memberId: number) =>
  and(eq(inboxReceipts.memberId, memberId), isNull(inboxReceipts.deletedAt));

export async function pageOfMember(db: Db, memberId: number, limit: number, offset: number) {
  return db
    .select({
      id: inboxMessages.id,
      title: inboxMessages.title,
      content: inboxMessages.content,
      readAt: inboxReceipts.readAt,
      createdAt: inboxMessages.createdAt,
    })
    .from(inboxReceipts)
    .innerJoin(inboxMessages, eq(inboxMessages.id, inboxReceipts.messageId))
    .where(live(memberId))
    .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
    .limit(limit)
    .offset(offset);
}

export async function countsOfMember(db: Db, memberId: number) {
  const rows = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${inboxReceipts.readAt} is null)`.mapWith(Number),
    })
    .from(inboxReceipts)
    .where(live(memberId));
  return { total: rows[0]?.total ?? 0, unread: rows[0]?.unread ?? 0 };
}

/**
 * The unread count of `countsOfMember` as a column of another module's read of the member (the
 * session's read for member info): the inbox writes the SQL of its table, the reader only joins.
 */
export const unreadOfMemberColumn = (memberId: Column): SQL<number> =>
  sql<number>`(select count(*) from ${inboxReceipts}
    where ${inboxReceipts.memberId} = ${memberId}
      and ${inboxReceipts.deletedAt} is null and ${inboxReceipts.readAt} is null)`.mapWith(Number);

/** Marks the member's own copy; 0 rows when it is not theirs (or deleted). */
export async function markRead(db: Db, memberId: number, messageId: number, at: Date) {
  const rows = await db
    .update(inboxReceipts)
    .set({ readAt: sql`coalesce(${inboxReceipts.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(live(memberId), eq(inboxReceipts.messageId, messageId)))
    .returning({ id: inboxReceipts.messageId });
  return rows.length;
}

export async function markDeleted(db: Db, memberId: number, messageId: number, at: Date) {
  const rows = await db
    .update(inboxReceipts)
    .set({ deletedAt: at })
    .where(and(live(memberId), eq(inboxReceipts.messageId, messageId)))
    .returning({ id: inboxReceipts.messageId });
  return rows.length;
}

export async function insertMessage(db: Db, values: typeof inboxMessages.$inferInsert) {
  const rows = await db.insert(inboxMessages).values(values).returning({ id: inboxMessages.id });
  return rows[0]!.id;
}

/** One copy for each member the audience names, in one statement. */
export async function fanOut(
  db: Db,
  merchantCode: string,
  messageId: number,
  audience:
    { kind: 'member'; memberId: number } | { kind: 'segment'; label: string } | { kind: 'all' },
  /** Members left out (issue 34: no promotion reaches a member on a break). */
  skip: number[] = [],
) {
  const who =
    audience.kind === 'member'
      ? sql`${members.id} = ${audience.memberId}`
      : audience.kind === 'segment'
        ? sql`${members.memberLabels} @> ${JSON.stringify([audience.label])}::jsonb`
        : sql`true`;
  const rows = await db
    .insert(inboxReceipts)
    .select(
      db
        .select({
          messageId: sql<number>`${messageId}::bigint`.as('message_id'),
          memberId: members.id,
          readAt: sql<Date | null>`null::timestamptz`.as('read_at'),
          deletedAt: sql<Date | null>`null::timestamptz`.as('deleted_at'),
        })
        .from(members)
        .where(
          and(
            realMembersOf(merchantCode),
            who,
            skip.length > 0 ? notInArray(members.id, skip) : undefined,
          ),
        ),
    )
    .returning({ id: inboxReceipts.memberId });
  return rows.length;
}

export const sentMessages = (db: Db, merchantCode: string) =>
  db
    .select({
      id: inboxMessages.id,
      audience: inboxMessages.audience,
      target: inboxMessages.target,
      title: inboxMessages.title,
      sentBy: inboxMessages.sentBy,
      createdAt: inboxMessages.createdAt,
      recipients:
        sql<number>`(select count(*) from inbox_receipts r where r.message_id = ${inboxMessages.id})`.mapWith(
          Number,
        ),
      read: sql<number>`(select count(*) from inbox_receipts r where r.message_id = ${inboxMessages.id} and r.read_at is not null)`.mapWith(
        Number,
      ),
    })
    .from(inboxMessages)
    .where(eq(inboxMessages.merchantCode, merchantCode))
    .orderBy(desc(inboxMessages.id))
    .limit(200);

export const memberOfMerchant = async (db: Db, merchantCode: string, memberId: number) =>
  (
    await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantCode, merchantCode), eq(members.id, memberId)))
  )[0] ?? null;
