import { and, asc, count, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  announcements,
  bets,
  members,
  promotionCategories,
  promotionEntries,
  promotionRules,
  type PromotionEntryRow,
} from '../../db/schema';
import { lockMerchantRow, merchantRowsInOrder } from '../../lib/merchant-rows';
import { settledRealBets } from '../../lib/settled-bets';

export const findPromotion = async (db: Db, merchantCode: string, id: number) =>
  (
    await db
      .select()
      .from(announcements)
      .where(
        and(
          eq(announcements.merchantCode, merchantCode),
          eq(announcements.id, id),
          eq(announcements.type, 'PR'),
        ),
      )
  )[0] ?? null;

export const findRule = async (db: Db, announcementId: number) =>
  (
    await db.select().from(promotionRules).where(eq(promotionRules.announcementId, announcementId))
  )[0] ?? null;

export const rulesOf = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.select().from(promotionRules).where(inArray(promotionRules.announcementId, ids));

/** A member's entry for one period, locked for the transition when `lock`. */
export async function findEntry(
  db: Db,
  announcementId: number,
  memberId: number,
  period: number,
  lock = false,
): Promise<PromotionEntryRow | null> {
  const q = db
    .select()
    .from(promotionEntries)
    .where(
      and(
        eq(promotionEntries.announcementId, announcementId),
        eq(promotionEntries.memberId, memberId),
        eq(promotionEntries.period, period),
      ),
    );
  return (lock ? await q.for('update') : await q)[0] ?? null;
}

/** The member's entries of the announcements `ids` (none asked: none) that also meet `which`. */
const entriesOfAnnouncements = (db: Db, memberId: number, ids: number[], which?: SQL) =>
  db
    .select()
    .from(promotionEntries)
    .where(
      and(
        eq(promotionEntries.memberId, memberId),
        inArray(promotionEntries.announcementId, ids),
        which,
      ),
    );

export const entriesOfMember = (db: Db, memberId: number, ids: number[]) =>
  ids.length === 0 ? Promise.resolve([]) : entriesOfAnnouncements(db, memberId, ids);

/** Inserts the entry; null when another call made it first (the unique key). */
export async function insertEntry(db: Db, values: typeof promotionEntries.$inferInsert) {
  const rows = await db.insert(promotionEntries).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export const updateEntry = (
  db: Db,
  id: number,
  values: Partial<typeof promotionEntries.$inferInsert>,
) => db.update(promotionEntries).set(values).where(eq(promotionEntries.id, id));

export const lockEntryById = (db: Db, merchantCode: string, id: number) =>
  lockMerchantRow(db, promotionEntries, merchantCode, eq(promotionEntries.id, id));

/** Joined deposit-bonus entries still waiting for their qualifying deposit. */
export const entriesAwaitingDeposit = (db: Db, memberId: number, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : entriesOfAnnouncements(
        db,
        memberId,
        ids,
        and(eq(promotionEntries.status, 'joined'), isNull(promotionEntries.depositUnits)),
      ).for('update');

/** The member's settled real-money stakes and net losses between two instants (a rebate's basis). */
export async function betTotals(db: Db, memberId: number, from: Date, to: Date) {
  const rows = await db
    .select({
      stakes: sql<string>`coalesce(sum(${bets.amount}), 0)`,
      losses: sql<string>`coalesce(sum(${bets.amount} - coalesce(${bets.win}, 0)), 0)`,
    })
    .from(bets)
    .where(
      settledRealBets(
        eq(bets.memberId, memberId),
        gte(bets.createdAt, from),
        lte(bets.createdAt, to),
      ),
    );
  const r = rows[0];
  return { stakes: BigInt(r?.stakes ?? 0), losses: BigInt(r?.losses ?? 0) };
}

/**
 * A member's bonuses that asked a turnover (issued, or claimed once it was played), oldest first,
 * locked so two settlements complete each at most once.
 */
export const bonusesWithTurnover = (db: Db, memberId: number) =>
  db
    .select()
    .from(promotionEntries)
    .where(
      and(
        eq(promotionEntries.memberId, memberId),
        inArray(promotionEntries.status, ['issued', 'claimed']),
        gt(promotionEntries.turnoverUnits, 0n),
      ),
    )
    .orderBy(asc(promotionEntries.issuedAt), asc(promotionEntries.id))
    .for('update');

/** Live deposit-bonus promotions of a merchant (their ids), for recording a deposit. */
export const depositBonusIds = async (db: Db, merchantCode: string) =>
  (
    await db
      .select({ id: promotionRules.announcementId })
      .from(promotionRules)
      .where(
        and(
          eq(promotionRules.merchantCode, merchantCode),
          eq(promotionRules.kind, 'deposit_bonus'),
        ),
      )
  ).map((r) => r.id);

export const allPromotions = (db: Db, merchantCode: string) =>
  merchantRowsInOrder(db, announcements, merchantCode, eq(announcements.type, 'PR'));

export const entryCounts = (db: Db, merchantCode: string) =>
  db
    .select({
      announcementId: promotionEntries.announcementId,
      status: promotionEntries.status,
      n: count(),
    })
    .from(promotionEntries)
    .where(eq(promotionEntries.merchantCode, merchantCode))
    .groupBy(promotionEntries.announcementId, promotionEntries.status);

export const entriesOfPromotion = (
  db: Db,
  merchantCode: string,
  announcementId: number,
  status: string | undefined,
) =>
  db
    .select({ entry: promotionEntries, username: members.username })
    .from(promotionEntries)
    .innerJoin(members, eq(members.id, promotionEntries.memberId))
    .where(
      and(
        eq(promotionEntries.merchantCode, merchantCode),
        eq(promotionEntries.announcementId, announcementId),
        status === undefined ? undefined : eq(promotionEntries.status, status as never),
      ),
    )
    .orderBy(asc(promotionEntries.id))
    .limit(500);

export async function upsertRule(db: Db, values: typeof promotionRules.$inferInsert) {
  await db
    .insert(promotionRules)
    .values(values)
    .onConflictDoUpdate({ target: promotionRules.announcementId, set: values });
}

export const categoriesOf = (db: Db, merchantCode: string) =>
  merchantRowsInOrder(db, promotionCategories, merchantCode);

/** §6 the merchant's REFERRAL promotions running at `now` (switched on, started, not ended). */
export const liveReferralRules = (db: Db, merchantCode: string, now: Date) =>
  db
    .select({
      announcementId: promotionRules.announcementId,
      memberTypes: promotionRules.memberTypes,
      rewardUnits: promotionRules.rewardUnits,
      minDepositUnits: promotionRules.minDepositUnits,
      turnoverMultiple: promotionRules.turnoverMultiple,
    })
    .from(promotionRules)
    .innerJoin(announcements, eq(announcements.id, promotionRules.announcementId))
    .where(
      and(
        eq(announcements.merchantCode, merchantCode),
        eq(announcements.type, 'PR'),
        eq(announcements.enabled, true),
        eq(promotionRules.kind, 'referral'),
        lte(announcements.startAt, now),
        or(
          eq(announcements.noExpiry, true),
          isNull(announcements.endAt),
          gt(announcements.endAt, now),
        ),
      ),
    )
    .orderBy(asc(promotionRules.announcementId));

/** Locks the merchant's category `id` for an edit; null when it is not the merchant's. */
export const lockCategory = (db: Db, merchantCode: string, id: number) =>
  lockMerchantRow(db, promotionCategories, merchantCode, eq(promotionCategories.id, id));

/** Another category of the merchant with this code, if any. */
export const categoryByCode = async (db: Db, merchantCode: string, code: string) =>
  (
    await db
      .select({ id: promotionCategories.id })
      .from(promotionCategories)
      .where(
        and(eq(promotionCategories.merchantCode, merchantCode), eq(promotionCategories.code, code)),
      )
  )[0] ?? null;

export async function insertCategory(db: Db, values: typeof promotionCategories.$inferInsert) {
  const [row] = await db
    .insert(promotionCategories)
    .values(values)
    .returning({ id: promotionCategories.id });
  return row!.id;
}

export const updateCategory = (
  db: Db,
  id: number,
  change: Partial<typeof promotionCategories.$inferInsert>,
) => db.update(promotionCategories).set(change).where(eq(promotionCategories.id, id));

export const deleteCategory = (db: Db, id: number) =>
  db.delete(promotionCategories).where(eq(promotionCategories.id, id));

/** Whether any of the merchant's promotions is filed under the category. */
export const categoryInUse = async (db: Db, merchantCode: string, id: number) =>
  (
    await db
      .select({ id: announcements.id })
      .from(announcements)
      .where(
        and(
          eq(announcements.merchantCode, merchantCode),
          sql`${id} = any(${announcements.categoryIds})`,
        ),
      )
      .limit(1)
  ).length > 0;
