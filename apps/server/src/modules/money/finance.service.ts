import {
  ErrorCode,
  DepositMethod,
  type DepositState,
  type MerchantConfig,
  type OpsDepositRow,
  type OpsWithdrawalRow,
  type WithdrawalState,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { DepositRow, WithdrawalRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import { recordAudit, type Actor } from '../audit/audit.service';
import { fromUnits } from '../../lib/money';
import { decideDeposit, expireDue } from './deposits.repository';
import { depositRow, depositRows, withdrawalRow, withdrawalRows } from './finance.repository';
import { depositMovement, type MoneyLedger, type Movement } from './money-ledger';
import { moveWithdrawal } from './withdrawals.repository';

type WithdrawAction = 'approve' | 'paid' | 'reject';
/** Which states each action moves a withdrawal from, and to. */
const WITHDRAW_STEPS: Record<WithdrawAction, { from: WithdrawalState[]; to: WithdrawalState }> = {
  approve: { from: ['pending'], to: 'approved' },
  paid: { from: ['approved'], to: 'paid' },
  reject: { from: ['pending', 'approved'], to: 'rejected' },
};

const wrongState = () => new HttpError(ErrorCode.WRONG_STATE);

const depositView = (d: DepositRow, username: string): OpsDepositRow => ({
  id: d.id,
  memberId: d.memberId,
  username,
  method: d.method as DepositMethod,
  requestedAmount: fromUnits(d.requestedAmount),
  amount: fromUnits(d.amount),
  state: d.state as DepositState,
  reference: d.reference,
  createdAt: d.createdAt.getTime(),
  expiresAt: d.expiresAt.getTime(),
  decidedAt: d.decidedAt?.getTime() ?? null,
  decidedBy: d.decidedBy,
});

const withdrawalView = (r: {
  w: WithdrawalRow;
  username: string;
  bankCode: string;
  accountNumber: string;
  holderName: string;
}): OpsWithdrawalRow => ({
  id: r.w.id,
  memberId: r.w.memberId,
  username: r.username,
  amount: fromUnits(r.w.amount),
  state: r.w.state as WithdrawalState,
  bankCode: r.bankCode,
  accountNumber: r.accountNumber,
  holderName: r.holderName,
  createdAt: r.w.createdAt.getTime(),
  decidedAt: r.w.decidedAt?.getTime() ?? null,
  decidedBy: r.w.decidedBy,
});

/** The console's finance work: every decision one DB transaction of state, money and audit. */
// eslint-disable-next-line max-lines-per-function -- the console's finance desk: list and decide for deposits, then for withdrawals, over one db, clock and ledger; each is linted on its own, the longest 42 lines
export function createFinanceService(
  db: Db,
  clock: Clock,
  ledger: MoneyLedger,
  withdrawalMovement: (merchant: MerchantConfig, row: WithdrawalRow) => Movement,
) {
  const by = (actor: Actor) => `operator:${actor.username ?? actor.operatorId ?? '?'}`;
  return {
    async deposits(merchantCode: string, open: boolean) {
      await expireDue(db, clock(), { merchantCode });
      return (await depositRows(db, merchantCode, open)).map((r) => depositView(r.d, r.username));
    },

    async decideDeposit(
      merchant: MerchantConfig,
      actor: Actor,
      id: number,
      action: 'credit' | 'reject',
    ) {
      const now = clock();
      await expireDue(db, now, { merchantCode: merchant.code });
      const found = await depositRow(db, merchant.code, id);
      if (!found) throw notFound('No such deposit');
      // The gateway's signed callback decides its own payments: a hand decision could credit
      // money the gateway never took, or reject money it did.
      if (found.d.method === DepositMethod.gateway) throw wrongState();
      return db.transaction(async (tx) => {
        const decided = await decideDeposit(
          tx,
          id,
          action === 'credit' ? 'credited' : 'rejected',
          now,
          by(actor),
        );
        if (!decided) throw wrongState();
        if (action === 'credit') await ledger.creditDeposit(tx, depositMovement(merchant, decided));
        await recordAudit(tx, actor, {
          action: action === 'credit' ? 'deposit.credit' : 'deposit.reject',
          targetType: 'deposit',
          targetId: id,
          before: { state: found.d.state },
          after: { state: decided.state, amount: fromUnits(decided.amount) },
        });
        return depositView(decided, found.username);
      });
    },

    async withdrawals(merchantCode: string, open: boolean) {
      return (await withdrawalRows(db, merchantCode, open)).map(withdrawalView);
    },

    async decideWithdrawal(
      merchant: MerchantConfig,
      actor: Actor,
      id: number,
      action: WithdrawAction,
    ) {
      const found = await withdrawalRow(db, merchant.code, id);
      if (!found) throw notFound('No such withdrawal');
      const step = WITHDRAW_STEPS[action];
      return db.transaction(async (tx) => {
        const moved = await moveWithdrawal(
          tx,
          merchant.code,
          id,
          step.from,
          step.to,
          clock(),
          by(actor),
        );
        if (!moved) throw wrongState();
        if (action === 'paid') await ledger.payWithdrawal(tx, withdrawalMovement(merchant, moved));
        if (action === 'reject')
          await ledger.releaseWithdrawal(tx, withdrawalMovement(merchant, moved));
        await recordAudit(tx, actor, {
          action: `withdrawal.${action}`,
          targetType: 'withdrawal',
          targetId: id,
          before: { state: found.w.state },
          after: { state: moved.state, amount: fromUnits(moved.amount) },
        });
        return withdrawalView({ ...found, w: moved });
      });
    },
  };
}
export type FinanceService = ReturnType<typeof createFinanceService>;
