import { z } from 'zod';
import { epochMs, recordId } from './fields';
import { defineOperation } from './operation';
import { closedObject } from './ops-fields';

/**
 * What finance does about gateway payments the platform could not apply by itself,
 * the daily reconciliation with the gateway, and disputes (chargebacks) of credited deposits.
 */
const tags = ['ops', 'finance'];
const FINANCE = ['owner', 'finance'] as const;
const id = z.number({ error: 'id must be a number' }).int().positive().max(2_147_483_647);

export const opsHeldNoticeRow = z
  .object({
    id: recordId,
    gateway: z.string(),
    txId: z.string(),
    reference: z.string(),
    amount: z.string(),
    currency: z.string(),
    /** unknown_payment: a payment no deposit opened; deposit_decided: paid after a decision. */
    reason: z.enum(['unknown_payment', 'deposit_decided']),
    depositId: recordId.nullable(),
    username: z.string().nullable(),
    receivedAt: epochMs,
    resolution: z.enum(['credited', 'refunded']).nullable(),
    resolvedAt: epochMs.nullable(),
    resolvedBy: z.string().nullable(),
  })
  .meta({ id: 'OpsHeldNoticeRow' });
export type OpsHeldNoticeRow = z.infer<typeof opsHeldNoticeRow>;

export const opsHeldNotices = defineOperation({
  operationId: 'opsHeldNotices',
  method: 'GET',
  path: '/ops/finance/gateway/held',
  summary: 'Gateway payments held for finance: open ones, or all (the newest 500)',
  tags,
  auth: 'operator',
  roles: FINANCE,
  query: closedObject({
    state: z.enum(['open', 'all'], { error: 'state must be open or all' }).default('open'),
  }),
  response: z.array(opsHeldNoticeRow),
});

export const opsResolveHeldNotice = defineOperation({
  operationId: 'opsResolveHeldNotice',
  method: 'POST',
  path: '/ops/finance/gateway/held/resolve',
  summary:
    'Credit a held payment to the member of the deposit it names (once, a ledger posting), or record that the gateway refunded it; audited',
  tags,
  auth: 'operator',
  roles: FINANCE,
  body: closedObject({
    id,
    action: z.enum(['credit', 'refunded'], { error: 'action must be credit or refunded' }),
  }),
  response: opsHeldNoticeRow,
});

export const opsReconciliationRow = z
  .object({
    gateway: z.string(),
    txId: z.string(),
    reference: z.string(),
    amount: z.string(),
    paidAt: epochMs,
    depositId: recordId.nullable(),
    /** The deposit's state here (null: no deposit has this payment). */
    depositState: z.string().nullable(),
    /** Whether the payment waits in the held list. */
    held: z.boolean(),
  })
  .meta({ id: 'OpsReconciliationRow' });

export const opsGatewayReconciliation = defineOperation({
  operationId: 'opsGatewayReconciliation',
  method: 'GET',
  path: '/ops/finance/gateway/reconciliation',
  summary:
    "The gateway's paid payments of a day (the merchant's calendar) whose deposit is not credited",
  tags,
  auth: 'operator',
  roles: FINANCE,
  query: closedObject({
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'day must be YYYY-MM-DD'),
  }),
  response: z.object({
    day: z.string(),
    /** Paid payments the gateway reported for the day. */
    paid: z.number().int().nonnegative(),
    uncredited: z.array(opsReconciliationRow),
  }),
});

export const opsDepositDisputeRow = z
  .object({
    depositId: recordId,
    state: z.enum(['held', 'released', 'reversed']),
    /** What was taken from the member's cash into the hold. */
    heldAmount: z.string(),
    /** What the member had already spent of the deposit: not recovered by the hold. */
    uncovered: z.string(),
    note: z.string(),
    openedBy: z.string(),
    openedAt: epochMs,
    decidedBy: z.string().nullable(),
    decidedAt: epochMs.nullable(),
  })
  .meta({ id: 'OpsDepositDisputeRow' });
export type OpsDepositDisputeRow = z.infer<typeof opsDepositDisputeRow>;

export const opsDepositDispute = defineOperation({
  operationId: 'opsDepositDispute',
  method: 'POST',
  path: '/ops/finance/deposits/dispute',
  summary:
    'A credited gateway deposit the gateway disputes: hold what the member has of it, then release it or reverse it to the house (chargebacks); each a ledger posting and an audit line',
  tags,
  auth: 'operator',
  roles: FINANCE,
  body: closedObject({
    id,
    action: z.enum(['hold', 'release', 'reverse'], {
      error: 'action must be hold, release or reverse',
    }),
    note: z.string().trim().max(500, 'note must be at most 500 characters').default(''),
  }),
  response: opsDepositDisputeRow,
});

export const opsDepositDisputes = defineOperation({
  operationId: 'opsDepositDisputes',
  method: 'GET',
  path: '/ops/finance/deposits/disputes',
  summary: 'Disputed deposits, newest first (the newest 500)',
  tags,
  auth: 'operator',
  roles: FINANCE,
  response: z.array(opsDepositDisputeRow),
});
