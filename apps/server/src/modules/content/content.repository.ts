import { and, asc, eq, gt, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { ContentType } from '@lotto/contract';
import type { Db } from '../../db/client';
import { announcementReads, announcements, hotMatches } from '../../db/schema';

type StoredType = Exclude<ContentType, 'H'>;

/** Live announcements of some types; promotions not yet started are included (coming soon). */
export function listAnnouncements(
  db: Db,
  merchantCode: string,
  types: StoredType[],
  groupName: string | undefined,
  now: Date,
) {
  const live = and(
    eq(announcements.merchantCode, merchantCode),
    eq(announcements.enabled, true),
    or(isNull(announcements.endAt), gt(announcements.endAt, now)),
  );
  const grouped = types.filter((t) => t !== 'PR');
  const parts = [];
  if (grouped.length > 0)
    parts.push(
      and(
        inArray(announcements.type, grouped),
        lte(announcements.startAt, now),
        groupName === undefined ? undefined : eq(announcements.groupName, groupName),
      ),
    );
  if (types.includes('PR')) parts.push(eq(announcements.type, 'PR'));
  if (parts.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(announcements)
    .where(and(live, or(...parts)))
    .orderBy(asc(announcements.sortOrder), asc(announcements.id));
}

export async function readIds(db: Db, memberId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: announcementReads.announcementId })
    .from(announcementReads)
    .where(
      and(eq(announcementReads.memberId, memberId), inArray(announcementReads.announcementId, ids)),
    );
  return new Set(rows.map((r) => r.id));
}

export async function findAnnouncement(db: Db, merchantCode: string, id: number) {
  const rows = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.merchantCode, merchantCode), eq(announcements.id, id)));
  return rows[0] ?? null;
}

export const insertRead = (db: Db, memberId: number, announcementId: number, now: Date) =>
  db
    .insert(announcementReads)
    .values({ memberId, announcementId, readAt: now })
    .onConflictDoNothing();

export const listHotMatches = (db: Db, merchantCode: string, from: Date) =>
  db
    .select()
    .from(hotMatches)
    .where(
      and(
        eq(hotMatches.merchantCode, merchantCode),
        eq(hotMatches.enabled, true),
        gte(hotMatches.matchTime, from),
      ),
    )
    .orderBy(asc(hotMatches.matchTime), asc(hotMatches.id));
