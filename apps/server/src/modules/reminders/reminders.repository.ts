import { and, asc, count, eq, gt, gte, inArray, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  lotteryGames,
  lotteryResults,
  merchants,
  pushSubscriptions,
  reminderPreferences,
  remindersSent,
  type LotteryPeriodKind,
} from '../../db/schema';
import { insertOnce } from '../../db/insert-once';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type ReminderPreferencesRow = typeof reminderPreferences.$inferSelect;

/** Keeps a device's subscription; the endpoint's hash is unique, so a second member takes it over. */
export async function upsertSubscription(
  db: Db,
  row: Omit<typeof pushSubscriptions.$inferInsert, 'id' | 'createdAt'>,
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpointHash,
      set: {
        memberId: row.memberId,
        merchantCode: row.merchantCode,
        endpoint: row.endpoint,
        p256dh: row.p256dh,
        auth: row.auth,
        language: row.language,
        updatedAt: row.updatedAt,
      },
    });
}

/** Past `keep` devices, the member's least recently subscribed ones go. */
export async function trimDevices(db: Db, memberId: number, keep: number): Promise<void> {
  const kept = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.memberId, memberId))
    .orderBy(sql`${pushSubscriptions.updatedAt} desc`, sql`${pushSubscriptions.id} desc`)
    .limit(keep);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.memberId, memberId), notInArray(pushSubscriptions.id, kept)));
}

export async function deleteMemberSubscription(db: Db, memberId: number, endpointHash: string) {
  await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.memberId, memberId),
        eq(pushSubscriptions.endpointHash, endpointHash),
      ),
    );
}

export async function deleteSubscription(db: Db, id: number) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function deviceCount(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.memberId, memberId));
  return row?.n ?? 0;
}

export async function preferencesOf(db: Db, memberId: number) {
  const [row] = await db
    .select()
    .from(reminderPreferences)
    .where(eq(reminderPreferences.memberId, memberId));
  return row ?? null;
}

export async function savePreferences(db: Db, row: ReminderPreferencesRow): Promise<void> {
  const { memberId, ...set } = row;
  await db
    .insert(reminderPreferences)
    .values(row)
    .onConflictDoUpdate({ target: reminderPreferences.memberId, set: { ...set, memberId } });
}

/**
 * One page of the subscriptions whose member asked for some reminder, with the merchant's zone:
 * up to `limit`, by id after `afterId` (keyset paging on the primary key).
 */
export async function subscriptionsToRemind(db: Db, afterId: number, limit: number) {
  const rows = await db
    .select({
      subscription: pushSubscriptions,
      preferences: reminderPreferences,
      config: merchants.config,
    })
    .from(pushSubscriptions)
    .innerJoin(reminderPreferences, eq(reminderPreferences.memberId, pushSubscriptions.memberId))
    .innerJoin(merchants, eq(merchants.code, pushSubscriptions.merchantCode))
    .where(
      and(
        gt(pushSubscriptions.id, afterId),
        or(eq(reminderPreferences.beforeClose, true), eq(reminderPreferences.results, true)),
        sql`cardinality(${reminderPreferences.gameIds}) > 0`,
      ),
    )
    .orderBy(asc(pushSubscriptions.id))
    .limit(limit);
  return rows.map((r) => ({
    subscription: r.subscription,
    preferences: r.preferences,
    merchant: r.config,
  }));
}

/** The merchant's enabled lotteries among `gameIds` drawn at one of `periods`. */
export async function remindedGames(
  db: Db,
  merchantCode: string,
  gameIds: number[],
  periods: readonly LotteryPeriodKind[],
) {
  if (gameIds.length === 0) return [];
  return db
    .select()
    .from(lotteryGames)
    .where(
      and(
        eq(lotteryGames.merchantCode, merchantCode),
        eq(lotteryGames.enabled, true),
        inArray(lotteryGames.gameId, gameIds),
        inArray(lotteryGames.periodKind, [...periods]),
      ),
    );
}

/** Each game's results drawn since `since` (the newest first). */
export async function resultsSince(db: Db, merchantCode: string, gameCodes: string[], since: Date) {
  if (gameCodes.length === 0) return [];
  return db
    .select({
      gameCode: lotteryResults.gameCode,
      numero: lotteryResults.numero,
      drawnAt: lotteryResults.drawnAt,
    })
    .from(lotteryResults)
    .where(
      and(
        eq(lotteryResults.merchantCode, merchantCode),
        inArray(lotteryResults.gameCode, gameCodes),
        gte(lotteryResults.drawnAt, since),
      ),
    )
    .orderBy(asc(lotteryResults.drawnAt));
}

/**
 * Claims one reminder for one subscription before it is sent: true only for the first caller, so a
 * repeated round, or another instance's, never sends it twice.
 */
export const claimReminder = (db: Db, row: typeof remindersSent.$inferInsert) =>
  insertOnce(db, remindersSent, row);

/** Claims older than any reminder could be asked for again. */
export async function pruneClaims(db: Db, before: Date): Promise<void> {
  await db.delete(remindersSent).where(lt(remindersSent.sentAt, before));
}
