import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  type ExtraConfigColumn,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  identityId,
  idAndMerchant,
  timestamptz,
  createdAt,
  units,
  unitsDefaultZero,
} from '../columns';
import { memberId } from './accounts';

/** A member's bank accounts for withdrawals; removed cards stay for the records. */
export const memberBankCards = pgTable(
  'member_bank_cards',
  {
    id: identityId(),
    memberId: memberId(),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    removedAt: timestamptz('removed_at'),
  },
  (t) => [
    uniqueIndex('member_bank_cards_live_uq')
      .on(t.memberId, t.bankCode, t.accountNumber)
      .where(sql`${t.removedAt} is null`),
    index('member_bank_cards_member_idx').on(t.memberId),
  ],
);
export type MemberBankCardRow = typeof memberBankCards.$inferSelect;

/** Wrong payment passwords in a row, and until when the member is locked out after 5. */
export const paymentPasswordFailures = pgTable('payment_password_failures', {
  memberId: memberId().primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamptz('locked_until'),
});

/** The columns of a deposit or a withdrawal that moneyRequestIndexes indexes. */
interface MoneyRequestColumns {
  merchantCode: ExtraConfigColumn;
  memberId: ExtraConfigColumn;
  amount: ExtraConfigColumn;
  state: ExtraConfigColumn;
  createdAt: ExtraConfigColumn;
  decidedAt: ExtraConfigColumn;
}

/**
 * What deposits and withdrawals are both read by: a member's requests by time, the console's
 * queue by state, and the requests that ended in `doneState` (credited deposits, paid
 * withdrawals) by the day of that decision, per merchant (the console's dashboard sums) and member
 * by member (issue 32: a team's figures in a range). Every amount is positive.
 */
function moneyRequestIndexes(
  table: string,
  doneState: 'credited' | 'paid',
  t: MoneyRequestColumns,
) {
  const done = sql`${t.state} = ${sql.raw(`'${doneState}'`)}`;
  return [
    index(`${table}_member_created_idx`).on(t.memberId, t.createdAt),
    index(`${table}_state_idx`).on(t.merchantCode, t.state, t.createdAt),
    index(`${table}_${doneState}_idx`).on(t.merchantCode, t.decidedAt).where(done),
    index(`${table}_member_${doneState}_idx`).on(t.memberId, t.decidedAt).where(done),
    check(`${table}_amount_positive`, sql`${t.amount} > 0`),
  ];
}

/** A deposit request: pending until credited (once), rejected or expired. */
export const deposits = pgTable(
  'deposits',
  {
    ...idAndMerchant,
    memberId: memberId(),
    method: text('method').notNull(),
    requestedAmount: units('requested_amount').notNull(),
    /** The amount to transfer, with its unique satang fraction for PromptPay. */
    amount: units('amount').notNull(),
    state: text('state').notNull().default('pending'),
    reference: text('reference').notNull(),
    qrPayload: text('qr_payload'),
    /** Bank transfer: what the member wrote on the transfer. */
    memberReference: text('member_reference'),
    /** Turnover this deposit requires before a withdrawal (merchant rule; promotions add theirs). */
    turnoverRequired: unitsDefaultZero('turnover_required'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Payment gateway: the adapter's code and its own id of the payment. */
    gateway: text('gateway'),
    gatewayTxId: text('gateway_tx_id'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    decidedAt: timestamptz('decided_at'),
    decidedBy: text('decided_by'),
  },
  (t) => [
    uniqueIndex('deposits_member_key_uq').on(t.memberId, t.idempotencyKey),
    uniqueIndex('deposits_reference_uq').on(t.reference),
    // A gateway's payment is one deposit: its callback credits that deposit and no other.
    uniqueIndex('deposits_gateway_tx_uq')
      .on(t.gateway, t.gatewayTxId)
      .where(sql`${t.gatewayTxId} is not null`),
    // One pending PromptPay request per exact amount, so a transfer matches one request.
    uniqueIndex('deposits_pending_amount_uq')
      .on(t.merchantCode, t.method, t.amount)
      .where(sql`${t.state} = 'pending' and ${t.method} = 'promptPay'`),
    ...moneyRequestIndexes('deposits', 'credited', t),
  ],
);
export type DepositRow = typeof deposits.$inferSelect;

/** A withdrawal: pending (amount on hold) → approved → paid, or rejected (the hold returns). */
export const withdrawals = pgTable(
  'withdrawals',
  {
    ...idAndMerchant,
    memberId: memberId(),
    bankCardId: bigint('bank_card_id', { mode: 'number' })
      .notNull()
      .references(() => memberBankCards.id),
    amount: units('amount').notNull(),
    state: text('state').notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
    decidedAt: timestamptz('decided_at'),
    decidedBy: text('decided_by'),
  },
  (t) => [
    uniqueIndex('withdrawals_member_key_uq').on(t.memberId, t.idempotencyKey),
    ...moneyRequestIndexes('withdrawals', 'paid', t),
  ],
);
export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** Transfer slips of a bank-transfer deposit (§5: png or jpg, under 5 MB, at most 3). */
export const depositSlips = pgTable(
  'deposit_slips',
  {
    id: identityId(),
    depositId: bigint('deposit_id', { mode: 'number' })
      .notNull()
      .references(() => deposits.id, { onDelete: 'cascade' }),
    /** Where the storage keeps the bytes (SlipStorage). */
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('deposit_slips_deposit_idx').on(t.depositId)],
);
export type DepositSlipRow = typeof depositSlips.$inferSelect;
