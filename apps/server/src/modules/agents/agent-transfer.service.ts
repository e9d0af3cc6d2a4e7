import {
  ErrorCode,
  hasAgentOption,
  type AgentTransferLimits,
  type AgentTransferValue,
  type MerchantConfig,
} from '@lotto/contract';
import type { z } from 'zod';
import type { agentTransferBody } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { fieldError, HttpError } from '../../lib/http-error';
import { formatAmount, fromUnits, toUnits } from '../../lib/money';
import { moneyFieldError } from '../../lib/money-errors';
import { findMemberByUsername } from '../accounts/members.service';
import { memberBalances, postLedgerTransaction } from '../ledger/ledger.service';
import { refuseWhileExcluded } from '../protection/protection-guard';
import { ensureMemberWallet } from '../wallet/wallet.service';
import type { AgentCaller } from './agents.service';
import { isInTeam } from './agents.repository';
import {
  checkTransferAmount,
  checkTransferDaily,
  transferLimitsOf,
  withinDailyLimit,
} from './agent-transfer-limits';

/** Issue 32: the ledger kind both members' transaction records show. */
export const AGENT_TRANSFER_KIND = 'agent_transfer';

/** Checks the agent's payment password (counting wrong ones and locking, as a withdrawal does). */
export interface PaymentPasswordCheck {
  verify(memberId: number, password: string): Promise<void>;
}

const decimalsOf = (text: string) => (text.includes('.') ? text.length - text.indexOf('.') - 1 : 0);

const shortOf = (balance: bigint, decimals: number) =>
  moneyFieldError(
    'amount',
    ErrorCode.INSUFFICIENT_BALANCE,
    `amount is above your balance of ${formatAmount(balance, decimals)}`,
  );

/**
 * Issue 32: an agent moves cash to a member of its team (any depth) in one ledger transaction,
 * keyed by the call's Idempotency-Key. Every refusal names its field and writes nothing (a wrong
 * payment password counts toward its lockout, as everywhere). The merchant bounds each transfer
 * and the agent's total of a day (money.agentTransfer, agent-transfer-limits.ts). The ledger locks both cash accounts
 * in a fixed order, so concurrent transfers cannot overdraw the agent.
 */
export function createAgentTransferService(
  db: Db,
  clock: Clock,
  paymentPassword: PaymentPasswordCheck,
) {
  return {
    /** The merchant's bounds of the agent's transfers and what it has sent today. */
    limits: (caller: AgentCaller, merchant: MerchantConfig): Promise<AgentTransferLimits> =>
      transferLimitsOf(db, merchant, caller.id, clock()),
    async transfer(
      caller: AgentCaller,
      merchant: MerchantConfig,
      body: z.output<typeof agentTransferBody>,
      /** The client's key prefixed with its owner (idempotent()): unique per merchant. */
      key: string,
    ): Promise<AgentTransferValue> {
      if (!hasAgentOption(caller.customerType)) throw new HttpError(ErrorCode.NOT_AGENT);
      const recipient = await findMemberByUsername(db, merchant.code, body.username);
      if (recipient?.id === caller.id)
        throw fieldError('username', 'you cannot transfer to yourself', ErrorCode.NOT_IN_TEAM);
      if (!recipient || !(await isInTeam(db, caller.id, recipient.id)))
        throw fieldError('username', 'this member is not in your team', ErrorCode.NOT_IN_TEAM);
      const { decimals, code: currency } = merchant.currency;
      if (decimalsOf(body.amount) > decimals)
        throw moneyFieldError(
          'amount',
          ErrorCode.AMOUNT_DECIMALS,
          `amount must have at most ${decimals} decimals`,
        );
      const amount = toUnits(body.amount);
      checkTransferAmount(merchant, amount);
      await checkTransferDaily(db, merchant, caller.id, amount, clock());
      await paymentPassword.verify(caller.id, body.paymentPassword);
      try {
        await refuseWhileExcluded(db, recipient.id, clock());
      } catch (err) {
        if (err instanceof HttpError && err.value)
          throw new HttpError(err.code, err.message, {
            ...err.value,
            fields: { username: 'this member is in a time-out or self-exclusion' },
          });
        throw err;
      }
      const { cash } = await memberBalances(db, caller.id, currency);
      if (cash < amount) throw shortOf(cash, decimals);
      // The §3 balance reads the wallet row: a member opened in the register centre may have none.
      for (const id of [caller.id, recipient.id])
        await ensureMemberWallet(db, merchant, { id, merchantCode: merchant.code, isTrial: false });
      const reference = `AT${key.replace(/[^A-Za-z0-9]/g, '').slice(-24)}`;
      try {
        const posted = await withinDailyLimit(db, merchant, caller.id, amount, clock(), (tx) =>
          postLedgerTransaction(tx, {
            merchantCode: merchant.code,
            currency,
            kind: AGENT_TRANSFER_KIND,
            idempotencyKey: `agent-transfer:${key}`,
            reference,
            memberId: caller.id,
            metadata: { from: caller.id, to: recipient.id },
            entries: [
              { account: { member: caller.id, kind: 'cash' }, amount: -amount },
              { account: { member: recipient.id, kind: 'cash' }, amount },
            ],
            now: clock(),
          }),
        );
        const after = posted.entries.find((e) => e.memberId === caller.id)?.balanceAfter ?? 0n;
        return {
          username: recipient.username,
          amount: fromUnits(amount),
          balance: fromUnits(after),
          reference: posted.transaction.reference ?? reference,
        };
      } catch (err) {
        if (err instanceof HttpError && err.value?.reason === 'INSUFFICIENT_FUNDS') {
          const { cash: now } = await memberBalances(db, caller.id, currency);
          throw shortOf(now, decimals);
        }
        throw err;
      }
    },
  };
}
export type AgentTransferService = ReturnType<typeof createAgentTransferService>;
