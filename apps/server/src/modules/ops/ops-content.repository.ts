import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announcements, hotMatches } from '../../db/schema';
import type { AnnouncementRow, HotMatchRow } from '../../db/schema';
import { lockMerchantRow } from '../../lib/merchant-rows';

type ContentType = 'B' | 'PL' | 'PU';

export const listContent = (db: Db, merchantCode: string, types: ContentType[]) =>
  db
    .select()
    .from(announcements)
    .where(and(eq(announcements.merchantCode, merchantCode), inArray(announcements.type, types)))
    .orderBy(asc(announcements.type), asc(announcements.sortOrder), asc(announcements.id));

export const findContent = (db: Db, merchantCode: string, id: number) =>
  lockMerchantRow(db, announcements, merchantCode, eq(announcements.id, id));

export type ContentValues = Pick<
  AnnouncementRow,
  | 'type'
  | 'groupName'
  | 'title'
  | 'content'
  | 'imageUrl'
  | 'linkUrl'
  | 'startAt'
  | 'endAt'
  | 'noExpiry'
  | 'sortOrder'
  | 'enabled'
>;

export async function insertContent(
  db: Db,
  merchantCode: string,
  slug: string,
  values: ContentValues,
  now: Date,
) {
  const rows = await db
    .insert(announcements)
    .values({ merchantCode, slug, ...values, updatedAt: now, editedAt: now })
    .returning();
  return rows[0] as AnnouncementRow;
}

export async function updateContent(db: Db, id: number, values: ContentValues, now: Date) {
  const rows = await db
    .update(announcements)
    .set({ ...values, updatedAt: now, editedAt: now })
    .where(eq(announcements.id, id))
    .returning();
  return rows[0] as AnnouncementRow;
}

export const listHotMatchRows = (db: Db, merchantCode: string) =>
  db
    .select()
    .from(hotMatches)
    .where(eq(hotMatches.merchantCode, merchantCode))
    .orderBy(asc(hotMatches.matchTime), asc(hotMatches.id));

export const findHotMatch = (db: Db, merchantCode: string, id: number) =>
  lockMerchantRow(db, hotMatches, merchantCode, eq(hotMatches.id, id));

export type HotMatchValues = Pick<
  HotMatchRow,
  | 'vendorCode'
  | 'nodeId'
  | 'matchTime'
  | 'homeTeam'
  | 'awayTeam'
  | 'homeTeamImageUrl'
  | 'awayTeamImageUrl'
  | 'league'
  | 'enabled'
>;

export async function saveHotMatch(
  db: Db,
  merchantCode: string,
  id: number | null,
  slug: string,
  values: HotMatchValues,
  now: Date,
) {
  const rows =
    id === null
      ? await db
          .insert(hotMatches)
          .values({ merchantCode, slug, ...values, editedAt: now })
          .returning()
      : await db
          .update(hotMatches)
          .set({ ...values, editedAt: now })
          .where(eq(hotMatches.id, id))
          .returning();
  return rows[0] as HotMatchRow;
}
