import { z } from 'zod';
import { epochMs, recordId } from './fields';
import { DepositMethod, DepositState } from './money-deposit';
import { WithdrawalState } from './money-withdraw';
import { defineOperation } from './operation';
import { closedObject, decisionFields } from './ops-fields';

const tags = ['ops', 'finance'];

/** Deposits and withdrawals are finance's work; the owner may do all of it. */
const FINANCE = ['owner', 'finance'] as const;

const id = z.number({ error: 'id must be a number' }).int().positive().max(2_147_483_647);

export const financeListQuery = closedObject({
  state: z.enum(['open', 'all'], { error: 'state must be open or all' }).default('open'),
});

export const opsDepositRow = z
  .object({
    id: recordId,
    memberId: recordId,
    username: z.string(),
    method: z.enum(DepositMethod),
    requestedAmount: z.string(),
    amount: z.string(),
    state: z.enum(DepositState),
    reference: z.string(),
    createdAt: epochMs,
    expiresAt: epochMs,
    ...decisionFields,
  })
  .meta({ id: 'OpsDepositRow' });
export type OpsDepositRow = z.infer<typeof opsDepositRow>;

export const opsDeposits = defineOperation({
  operationId: 'opsDeposits',
  method: 'GET',
  path: '/ops/finance/deposits',
  summary: 'Deposits, pending first (finance)',
  tags,
  auth: 'operator',
  roles: FINANCE,
  query: financeListQuery,
  response: z.array(opsDepositRow),
});

export const opsDepositDecide = defineOperation({
  operationId: 'opsDepositDecide',
  method: 'POST',
  path: '/ops/finance/deposits/decide',
  summary: 'Credit (once) or reject a pending deposit; audited',
  tags,
  auth: 'operator',
  roles: FINANCE,
  body: closedObject({
    id,
    action: z.enum(['credit', 'reject'], { error: 'action must be credit or reject' }),
  }),
  response: opsDepositRow,
});

export const opsWithdrawalRow = z
  .object({
    id: recordId,
    memberId: recordId,
    username: z.string(),
    amount: z.string(),
    state: z.enum(WithdrawalState),
    bankCode: z.string(),
    accountNumber: z.string(),
    holderName: z.string(),
    createdAt: epochMs,
    ...decisionFields,
  })
  .meta({ id: 'OpsWithdrawalRow' });
export type OpsWithdrawalRow = z.infer<typeof opsWithdrawalRow>;

export const opsWithdrawals = defineOperation({
  operationId: 'opsWithdrawals',
  method: 'GET',
  path: '/ops/finance/withdrawals',
  summary: 'Withdrawals, open ones first (finance)',
  tags,
  auth: 'operator',
  roles: FINANCE,
  query: financeListQuery,
  response: z.array(opsWithdrawalRow),
});

/** pending → approved → paid; pending or approved → rejected (the hold returns). */
export const opsWithdrawalDecide = defineOperation({
  operationId: 'opsWithdrawalDecide',
  method: 'POST',
  path: '/ops/finance/withdrawals/decide',
  summary: 'Approve, mark paid or reject a withdrawal; each a ledger posting and an audit line',
  tags,
  auth: 'operator',
  roles: FINANCE,
  body: closedObject({
    id,
    action: z.enum(['approve', 'paid', 'reject'], {
      error: 'action must be approve, paid or reject',
    }),
  }),
  response: opsWithdrawalRow,
});

export const opsDepositSlips = defineOperation({
  operationId: 'opsDepositSlips',
  method: 'GET',
  path: '/ops/finance/deposits/slips',
  summary: "A deposit's transfer slips, as data URLs for finance to look at",
  tags,
  auth: 'operator',
  roles: FINANCE,
  query: closedObject({
    id: z.coerce.number({ error: 'id must be a number' }).int().positive().max(2_147_483_647),
  }),
  response: z.array(z.object({ id: recordId, contentType: z.string(), dataUrl: z.string() })),
});
