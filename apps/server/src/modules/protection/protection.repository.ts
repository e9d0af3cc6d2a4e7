import { and, desc, eq, gt, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  deposits,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  memberBankCards,
  members,
  protectionBlockedIdentities,
  protectionChanges,
  protectionExclusions,
  protectionLimits,
  protectionSessionTime,
  protectionSettings,
  type ProtectionPeriod,
  type StoredLimitKind,
} from '../../db/schema';

export type ProtectionExclusionRow = typeof protectionExclusions.$inferSelect;

/** Holds the member's protection until the transaction ends: spends are counted one at a time. */
export const lockProtection = (tx: Db, memberId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('protection'), ${memberId})`);

export const limitsOf = (db: Db, memberId: number) =>
  db.select().from(protectionLimits).where(eq(protectionLimits.memberId, memberId));

export async function limitOf(
  db: Db,
  memberId: number,
  kind: StoredLimitKind,
  period: ProtectionPeriod,
) {
  const [row] = await db
    .select()
    .from(protectionLimits)
    .where(
      and(
        eq(protectionLimits.memberId, memberId),
        eq(protectionLimits.kind, kind),
        eq(protectionLimits.period, period),
      ),
    );
  return row ?? null;
}

export async function saveLimit(db: Db, row: typeof protectionLimits.$inferInsert) {
  await db
    .insert(protectionLimits)
    .values(row)
    .onConflictDoUpdate({
      target: [protectionLimits.memberId, protectionLimits.kind, protectionLimits.period],
      set: {
        amount: row.amount ?? null,
        pendingAmount: row.pendingAmount ?? null,
        pendingSince: row.pendingSince ?? null,
        updatedAt: row.updatedAt,
      },
    });
}

/** Time-outs and self-exclusions in force at `now`: a self-exclusion without an end is for good. */
const inForceAt = (now: Date) =>
  or(isNull(protectionExclusions.until), gt(protectionExclusions.until, now));

/** The member's time-out or self-exclusion in force at `now`, the one ending last. */
export async function exclusionAt(db: Db, memberId: number, now: Date) {
  const [row] = await db
    .select()
    .from(protectionExclusions)
    .where(and(eq(protectionExclusions.memberId, memberId), inForceAt(now)))
    .orderBy(sql`${protectionExclusions.until} desc nulls first`)
    .limit(1);
  return row ?? null;
}

export async function insertExclusion(db: Db, row: typeof protectionExclusions.$inferInsert) {
  const [inserted] = await db.insert(protectionExclusions).values(row).returning();
  if (!inserted) throw new Error('exclusion not written');
  return inserted;
}

export async function insertBlockedIdentities(
  db: Db,
  rows: (typeof protectionBlockedIdentities.$inferInsert)[],
) {
  if (rows.length > 0) await db.insert(protectionBlockedIdentities).values(rows);
}

/** Whether any of the hashes belongs to an exclusion still in force. */
export async function anyBlocked(db: Db, merchantCode: string, hashes: string[], now: Date) {
  if (hashes.length === 0) return false;
  const [row] = await db
    .select({ id: protectionBlockedIdentities.id })
    .from(protectionBlockedIdentities)
    .where(
      and(
        eq(protectionBlockedIdentities.merchantCode, merchantCode),
        inArray(protectionBlockedIdentities.hash, hashes),
        or(isNull(protectionBlockedIdentities.until), gt(protectionBlockedIdentities.until, now)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertChange(db: Db, row: typeof protectionChanges.$inferInsert) {
  await db.insert(protectionChanges).values(row);
}

export const changesOf = (db: Db, memberId: number, max: number) =>
  db
    .select()
    .from(protectionChanges)
    .where(eq(protectionChanges.memberId, memberId))
    .orderBy(desc(protectionChanges.at), desc(protectionChanges.id))
    .limit(max);

/** The member's identity to end sessions and block re-registration with. */
export async function memberIdentity(db: Db, memberId: number) {
  const [row] = await db
    .select({
      merchantCode: members.merchantCode,
      username: members.username,
      mobileE164: members.mobileE164,
      mobileNum: members.mobileNum,
      email: members.email,
      payeeName: members.payeeName,
    })
    .from(members)
    .where(eq(members.id, memberId));
  if (!row) return null;
  const cards = await db
    .select({ bankCode: memberBankCards.bankCode, accountNumber: memberBankCards.accountNumber })
    .from(memberBankCards)
    .where(eq(memberBankCards.memberId, memberId));
  return { ...row, cards };
}

/** Ledger kinds of staking money, and of giving a stake back (a rollback, cancel or refund). */
const STAKE_KINDS = ['bet', 'lottery_bet'];
const STAKE_BACK_KINDS = ['rollback', 'lottery_cancel', 'lottery_refund'];
const WIN_KINDS = ['win', 'lottery_win'];

/**
 * From the member's real-money ledger entries since `from`: what was wagered (stakes less stakes
 * given back) and the loss (stakes less what came back, wins included; negative when ahead).
 */
export async function playSince(db: Db, memberId: number, from: Date) {
  const [row] = await db
    .select({
      staked: sql<string>`coalesce(sum(case when ${ledgerTransactions.kind} in (${sql.join(
        [...STAKE_KINDS, ...STAKE_BACK_KINDS].map((k) => sql`${k}`),
        sql`, `,
      )}) then -${ledgerEntries.amount} else 0 end), 0)::text`,
      net: sql<string>`coalesce(sum(-${ledgerEntries.amount}), 0)::text`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerAccounts.memberId, memberId),
        eq(ledgerAccounts.play, false),
        inArray(ledgerAccounts.kind, ['cash', 'bonus']),
        gte(ledgerEntries.createdAt, from),
        inArray(ledgerTransactions.kind, [...STAKE_KINDS, ...STAKE_BACK_KINDS, ...WIN_KINDS]),
      ),
    );
  return { wagered: BigInt(row?.staked ?? '0'), loss: BigInt(row?.net ?? '0') };
}

/** Whether the member belongs to the merchant (the console sees its own members only). */
export async function isMemberOf(db: Db, merchantCode: string, memberId: number) {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), eq(members.id, memberId)));
  return row !== undefined;
}

/** The member's counted session time (one row: the day it counts and how far it has counted). */
export async function sessionTimeOf(db: Db, memberId: number) {
  const [row] = await db
    .select()
    .from(protectionSessionTime)
    .where(eq(protectionSessionTime.memberId, memberId));
  return row ?? null;
}

export async function saveSessionTime(db: Db, row: typeof protectionSessionTime.$inferInsert) {
  await db
    .insert(protectionSessionTime)
    .values(row)
    .onConflictDoUpdate({
      target: protectionSessionTime.memberId,
      set: { day: row.day, usedMs: row.usedMs, countedTo: row.countedTo },
    });
}

/**
 * The members on a time-out or self-exclusion at `now`: of the merchant when given, among
 * `memberIds` when given (issue 33: no draw reminder goes to them; issue 34: no marketing).
 */
export async function excludedMembers(
  db: Db,
  now: Date,
  which: { merchantCode?: string; memberIds?: number[] },
): Promise<number[]> {
  const { merchantCode, memberIds } = which;
  if (memberIds && memberIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ memberId: protectionExclusions.memberId })
    .from(protectionExclusions)
    .where(
      and(
        merchantCode === undefined
          ? undefined
          : eq(protectionExclusions.merchantCode, merchantCode),
        inForceAt(now),
        memberIds ? inArray(protectionExclusions.memberId, memberIds) : undefined,
      ),
    );
  return rows.map((r) => r.memberId);
}

/** What the prompts are decided from: when the member joined, closed them, and any deposit. */
export async function promptFacts(db: Db, memberId: number) {
  const [row] = await db
    .select({
      joinedAt: members.createdAt,
      depositPromptDismissedAt: protectionSettings.depositPromptDismissedAt,
      reviewedAt: protectionSettings.reviewedAt,
      deposited: sql<boolean>`exists (select 1 from ${deposits} where ${deposits.memberId} = ${members.id} and ${deposits.state} = 'credited')`,
    })
    .from(members)
    .leftJoin(protectionSettings, eq(protectionSettings.memberId, members.id))
    .where(eq(members.id, memberId));
  return row ?? null;
}

/** Stores that the member closed a prompt (issue 34). */
export async function savePromptClosed(
  db: Db,
  memberId: number,
  prompt: 'deposit_limit' | 'review',
  now: Date,
) {
  const set = prompt === 'deposit_limit' ? { depositPromptDismissedAt: now } : { reviewedAt: now };
  await db
    .insert(protectionSettings)
    .values({ memberId, ...set, updatedAt: now })
    .onConflictDoUpdate({ target: protectionSettings.memberId, set: { ...set, updatedAt: now } });
}

/** Every limit in force of the merchant's members, with the member's name (the console report). */
export const limitsOfMerchant = (db: Db, merchantCode: string) =>
  db
    .select({
      memberId: protectionLimits.memberId,
      username: members.username,
      kind: protectionLimits.kind,
      period: protectionLimits.period,
      amount: protectionLimits.amount,
    })
    .from(protectionLimits)
    .innerJoin(members, eq(members.id, protectionLimits.memberId))
    .where(and(eq(members.merchantCode, merchantCode), isNotNull(protectionLimits.amount)));
