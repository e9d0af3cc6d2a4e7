import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { NoviceTaskCode, PointsReason } from '@lotto/contract';
import {
  identityId,
  integerIdentityId,
  merchantCode,
  integerIdAndMerchant,
  createdAt,
  updatedAt,
} from '../columns';
import { memberId } from './accounts';
import type { LocalizedText } from './catalogue';

/**
 * A member's points, apart from money. The balance is a cache of the ledger's sum,
 * changed only under this row's lock in the transaction that writes the entry.
 */
export const pointsAccounts = pgTable(
  'points_accounts',
  {
    memberId: memberId().primaryKey(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    earned: bigint('earned', { mode: 'number' }).notNull().default(0),
    spent: bigint('spent', { mode: 'number' }).notNull().default(0),
    expired: bigint('expired', { mode: 'number' }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check('points_accounts_balance_nonnegative', sql`${t.balance} >= 0`)],
);

/** Append-only: every points movement, with the key that makes a retried one a no-op. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: identityId(),
    memberId: memberId(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    reason: text('reason').$type<PointsReason>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The operator of an adjustment, the sign-in date, the task … */
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('points_ledger_idempotency_uq').on(t.idempotencyKey),
    index('points_ledger_member_idx').on(t.memberId, t.id),
    check('points_ledger_balance_after_nonnegative', sql`${t.balanceAfter} >= 0`),
  ],
);

/** One row per member and local date of the merchant: a second sign-in that day cannot exist. */
export const signIns = pgTable(
  'sign_ins',
  {
    memberId: memberId(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    streak: integer('streak').notNull(),
    points: integer('points').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'sign_ins_pk', columns: [t.memberId, t.localDate] })],
);

/** A novice task's reward, claimed once per member. */
export const noviceTaskClaims = pgTable(
  'novice_task_claims',
  {
    memberId: memberId(),
    task: text('task').$type<NoviceTaskCode>().notNull(),
    points: integer('points').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'novice_task_claims_pk', columns: [t.memberId, t.task] })],
);

/** The points mall's items; stock never below zero. */
export const mallItems = pgTable(
  'mall_items',
  {
    ...integerIdAndMerchant,
    /** A stable name for the seed and the console. */
    code: text('code').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull().default({}),
    imageUrl: text('image_url'),
    price: integer('price').notNull(),
    stock: integer('stock').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('mall_items_merchant_code_uq').on(t.merchantCode, t.code),
    check('mall_items_stock_nonnegative', sql`${t.stock} >= 0`),
    check('mall_items_price_positive', sql`${t.price} > 0`),
  ],
);

/** A redemption; the member's requestId makes a retried one answer the first. */
export const mallRedemptions = pgTable(
  'mall_redemptions',
  {
    id: integerIdentityId(),
    memberId: memberId(),
    itemId: integer('item_id')
      .notNull()
      .references(() => mallItems.id),
    price: integer('price').notNull(),
    requestId: text('request_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mall_redemptions_request_uq').on(t.memberId, t.requestId),
    index('mall_redemptions_member_idx').on(t.memberId, t.createdAt),
  ],
);

export type MallItemRow = typeof mallItems.$inferSelect;

/** §6 invite friends: the member's own code, which friends register with as recommenderId. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    memberId: memberId().primaryKey(),
    merchantCode: merchantCode(),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('referral_codes_merchant_code_uq').on(t.merchantCode, t.code)],
);
