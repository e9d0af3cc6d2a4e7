import { z } from 'zod';
import {
  bodyRecordId,
  codeText,
  decimalString,
  epochMs,
  queryInt,
  recordId,
  unsignedDecimalString,
} from './fields';
import { text } from './input-bounds';
import { defineOperation } from './operation';

const tags = ['wallet'];

/** §3 wallet: sumBalance for the top bar (shown with 2 decimals, §9). */
export const walletBalanceValue = z
  .object({
    /** Decimal string with 4 decimals, e.g. "1000.0000". */
    sumBalance: unsignedDecimalString,
    /** The bonus balance (promotions), not spendable as cash until its turnover is met. */
    bonus: unsignedDecimalString,
    /** Held for withdrawals that finance has not paid or rejected yet. */
    held: unsignedDecimalString,
    currency: z.string().length(3),
    /** The merchant currency's decimals (the top bar shows 2, §9). */
    decimals: z.number().int().min(0).max(4),
    /** True for a trial account's play money (§6). */
    play: z.boolean(),
  })
  .meta({ id: 'WalletBalance' });
export type WalletBalanceValue = z.infer<typeof walletBalanceValue>;

export const walletBalance = defineOperation({
  operationId: 'walletBalance',
  method: 'GET',
  path: '/wps/wallet/balance',
  summary:
    "The member's balance for the top bar and side panel (§2.2, §2.12, §3). Path chosen: /wps/wallet/balance",
  tags,
  auth: 'member',
  response: walletBalanceValue,
});

export const BetStatus = { open: 'open', settled: 'settled', rolled_back: 'rolled_back' } as const;
export type BetStatus = (typeof BetStatus)[keyof typeof BetStatus];

export const bettingRecord = z
  .object({
    id: recordId,
    vendor: codeText,
    txId: z.string().max(64),
    nodeId: recordId.nullable(),
    gameName: z.string().max(200),
    amount: unsignedDecimalString,
    /** Null until settled. */
    win: unsignedDecimalString.nullable(),
    status: z.enum(BetStatus),
    play: z.boolean(),
    createdAt: epochMs,
    settledAt: epochMs.nullable(),
  })
  .meta({ id: 'BettingRecord' });
export type BettingRecord = z.infer<typeof bettingRecord>;

export const bettingRecordsQuery = z.object({
  pageNo: queryInt('pageNo', 1, 100_000).default(1),
  pageSize: queryInt('pageSize', 1, 100).default(15),
});
export type BettingRecordsInput = z.input<typeof bettingRecordsQuery>;

export const bettingRecordsValue = z
  .object({ list: z.array(bettingRecord), hasMore: z.boolean() })
  .meta({ id: 'BettingRecords' });
export type BettingRecordsValue = z.infer<typeof bettingRecordsValue>;

export const bettingRecords = defineOperation({
  operationId: 'bettingRecords',
  method: 'GET',
  path: '/wps/wallet/bets',
  summary:
    "The member's bets, newest first (§1 betting record; the /m/gameRecord screen comes later). Path chosen: /wps/wallet/bets",
  tags,
  auth: 'member',
  query: bettingRecordsQuery,
  response: bettingRecordsValue,
});

/*
 * Not front-end calls, so not in `operations` (the server still documents them in OpenAPI).
 * The platform wallet API that game vendors call (bet, settle, rollback). Each call is
 * authenticated by `X-Wallet-Signature: hex(HMAC-SHA256(vendor secret, raw body))` and is
 * idempotent on (vendor, txId): a retry answers what the first call did and moves no money.
 */
const walletTags = ['wallet api (vendors)'];
const txId = z
  .string({ error: 'txId is required' })
  .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'txId must be 1-64 letters, digits, _ . : or -');
const vendorField = z
  .string({ error: 'vendor is required' })
  .regex(/^[A-Za-z0-9_]{1,32}$/, 'vendor must be 1-32 letters, digits or _');
const positiveAmount = (field: string) =>
  decimalString.refine((v) => !v.startsWith('-') && /[1-9]/.test(v), `${field} must be positive`);

export const walletBetBody = z
  .object({
    vendor: vendorField,
    txId,
    memberId: bodyRecordId('memberId'),
    amount: positiveAmount('amount'),
    nodeId: bodyRecordId('nodeId').nullable().optional(),
    gameName: text('gameName').max(200).optional(),
  })
  .meta({ id: 'WalletBetBody' });
export type WalletBetInput = z.input<typeof walletBetBody>;

export const walletSettleBody = z
  .object({
    vendor: vendorField,
    txId,
    /** The win of the bet with this txId; "0" for a loss. */
    win: unsignedDecimalString,
  })
  .meta({ id: 'WalletSettleBody' });
export type WalletSettleInput = z.input<typeof walletSettleBody>;

export const walletRollbackBody = z
  .object({ vendor: vendorField, txId })
  .meta({ id: 'WalletRollbackBody' });
export type WalletRollbackInput = z.input<typeof walletRollbackBody>;

export const walletTxValue = z
  .object({
    txId: z.string(),
    status: z.enum(BetStatus),
    balance: unsignedDecimalString,
    currency: z.string().length(3),
  })
  .meta({ id: 'WalletTx' });
export type WalletTxValue = z.infer<typeof walletTxValue>;

export const walletApiBet = defineOperation({
  operationId: 'walletApiBet',
  method: 'POST',
  path: '/wallet-api/bet',
  summary: 'Vendor debits a bet; idempotent on (vendor, txId); 409 on insufficient funds',
  tags: walletTags,
  auth: 'none',
  body: walletBetBody,
  response: walletTxValue,
});

export const walletApiSettle = defineOperation({
  operationId: 'walletApiSettle',
  method: 'POST',
  path: '/wallet-api/settle',
  summary: 'Vendor settles a bet with its win; idempotent on (vendor, txId)',
  tags: walletTags,
  auth: 'none',
  body: walletSettleBody,
  response: walletTxValue,
});

export const walletApiRollback = defineOperation({
  operationId: 'walletApiRollback',
  method: 'POST',
  path: '/wallet-api/rollback',
  summary:
    'Vendor cancels an open bet and refunds it; idempotent on (vendor, txId); 404 for an unknown txId, 409 for a settled bet',
  tags: walletTags,
  auth: 'none',
  body: walletRollbackBody,
  response: walletTxValue,
});
