import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  identityId,
  merchantCode,
  idAndMerchant,
  timestamptz,
  timestamptzNow,
  createdAt,
  units,
} from '../columns';

/**
 * The built-in demo gateway's own payments: what a real gateway keeps on its side.
 * The id is the gateway's transaction id and the secret part of its payment page's address.
 */
export const demoGatewayPayments = pgTable('demo_gateway_payments', {
  id: text('id').primaryKey(),
  merchantCode: merchantCode(),
  /** Our deposit's reference, echoed in the callback. */
  reference: text('reference').notNull(),
  amount: units('amount').notNull(),
  currency: text('currency').notNull(),
  /** The player's language: the payment page speaks it. */
  language: text('language').notNull(),
  /** open → paid | cancelled, once. */
  state: text('state').notNull().default('open'),
  /** Where the page sends the player back to, in the app. */
  returnPath: text('return_path').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamptz('expires_at').notNull(),
  decidedAt: timestamptz('decided_at'),
});
export type DemoGatewayPaymentRow = typeof demoGatewayPayments.$inferSelect;

/**
 * The gateway's callbacks still to be acknowledged: a durable outbox, sent again with back-off
 * until the platform answers 2xx. One outcome per payment.
 */
export const gatewayCallbackOutbox = pgTable(
  'gateway_callback_outbox',
  {
    id: identityId(),
    gateway: text('gateway').notNull(),
    txId: text('tx_id').notNull(),
    /** The JSON body, signed anew (timestamp, nonce) at every attempt. */
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull(),
    deliveredAt: timestamptz('delivered_at'),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gateway_callback_outbox_tx_uq').on(t.gateway, t.txId),
    index('gateway_callback_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null`),
    // Housekeeping removes acknowledged callbacks by age.
    index('gateway_callback_outbox_delivered_idx')
      .on(t.deliveredAt)
      .where(sql`${t.deliveredAt} is not null`),
  ],
);
export type GatewayCallbackRow = typeof gatewayCallbackOutbox.$inferSelect;

/** Nonces of accepted gateway callbacks, kept while their timestamp could still pass. */
export const gatewayCallbackNonces = pgTable(
  'gateway_callback_nonces',
  {
    gateway: text('gateway').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.gateway, t.nonce] }),
    index('gateway_callback_nonces_expiry_idx').on(t.expiresAt),
  ],
);

/**
 * A gateway's signed word that it took a payment the platform cannot apply by itself
 * (a payment it did not open, or one whose deposit was already decided): kept for finance, who
 * credits it or has the gateway refund it. Nothing a gateway reports paid is ever dropped.
 */
export const gatewayHeldNotices = pgTable(
  'gateway_held_notices',
  {
    ...idAndMerchant,
    gateway: text('gateway').notNull(),
    txId: text('tx_id').notNull(),
    reference: text('reference').notNull(),
    amount: units('amount').notNull(),
    currency: text('currency').notNull(),
    /** unknown_payment | deposit_decided */
    reason: text('reason').notNull(),
    /** The deposit its reference names, when there is one. */
    depositId: bigint('deposit_id', { mode: 'number' }),
    receivedAt: timestamptzNow('received_at'),
    /** credited | refunded, once, by an operator. */
    resolution: text('resolution'),
    resolvedAt: timestamptz('resolved_at'),
    resolvedBy: text('resolved_by'),
  },
  (t) => [
    uniqueIndex('gateway_held_notices_tx_uq').on(t.gateway, t.txId),
    index('gateway_held_notices_open_idx')
      .on(t.merchantCode, t.receivedAt)
      .where(sql`${t.resolution} is null`),
  ],
);
export type GatewayHeldNoticeRow = typeof gatewayHeldNotices.$inferSelect;

/**
 * A credited gateway deposit the gateway later disputes (a chargeback). Finance holds
 * what the member still has of it (cash → dispute_hold), then releases it or reverses it to the
 * house; `uncovered` is what the member had already spent.
 */
export const depositDisputes = pgTable('deposit_disputes', {
  depositId: bigint('deposit_id', { mode: 'number' }).primaryKey(),
  merchantCode: merchantCode(),
  /** held → released | reversed */
  state: text('state').notNull(),
  heldAmount: units('held_amount').notNull(),
  uncovered: units('uncovered').notNull(),
  note: text('note').notNull(),
  openedBy: text('opened_by').notNull(),
  openedAt: timestamptzNow('opened_at'),
  decidedBy: text('decided_by'),
  decidedAt: timestamptz('decided_at'),
});
export type DepositDisputeRow = typeof depositDisputes.$inferSelect;
