import { DepositMethod, type Deposit, type MerchantConfig } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { DepositRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/http-error';
import { toUnits } from '../../lib/money';
import { createBankTransferDeposit } from './deposit-bank-transfer';
import type { DepositDeps } from './deposit-deps';
import { depositMethods } from './deposit-methods';
import { createPromptPayDeposit } from './deposit-promptpay';
import { addDepositSlip, depositSlipImages } from './deposit-slips';
import { depositView } from './deposit-view';
import {
  decideDeposit,
  depositOfMember,
  expireDue,
  pendingByAmount,
  pendingOfMember,
} from './deposits.repository';
import { depositMovement, type MoneyLedger } from './money-ledger';
import type { SlipStorage } from './slip-storage';
import { slipCount } from './slips.repository';
import { bindUseCases } from '../../lib/use-cases';

/**
 * The member's deposits: the methods offered, a PromptPay or bank-transfer request
 * (deposit-promptpay.ts, deposit-bank-transfer.ts), its slips, and a PromptPay transfer received.
 */
export function createDepositsService(
  db: Db,
  clock: Clock,
  ledger: MoneyLedger,
  slips: SlipStorage,
  /** A pending gateway deposit's payment page (the gateway's adapter knows it). */
  payUrlOf: (row: DepositRow) => string | null = () => null,
  /** Whether the merchant's gateway runs here (a simulator never does in production). */
  gatewayOffered: (merchant: MerchantConfig) => boolean = (m) => m.money.gateway.enabled,
) {
  const toDeposit = async (merchant: MerchantConfig, row: DepositRow) =>
    depositView(
      merchant,
      row,
      payUrlOf(row),
      row.method === DepositMethod.bankTransfer ? await slipCount(db, row.id) : 0,
    );
  const deps: DepositDeps = { db, clock, ledger, slips, gatewayOffered, toDeposit };
  const bound = bindUseCases(deps);

  return {
    methods: bound(depositMethods),
    createPromptPay: bound(createPromptPayDeposit),
    createBankTransfer: bound(createBankTransferDeposit),
    addSlip: bound(addDepositSlip),
    slipImages: bound(depositSlipImages),

    /** The member's live pending deposits, newest first (the deposit page shows them again). */
    async pending(merchant: MerchantConfig, memberId: number): Promise<Deposit[]> {
      const now = clock();
      await expireDue(db, now, { memberId });
      const rows = await pendingOfMember(db, memberId, now);
      return Promise.all(rows.map((r) => toDeposit(merchant, r)));
    },

    async status(merchant: MerchantConfig, memberId: number, id: number): Promise<Deposit> {
      await expireDue(db, clock(), { memberId });
      const row = await depositOfMember(db, memberId, id);
      if (!row) throw notFound('No such deposit');
      return toDeposit(merchant, row);
    },

    /**
     * A PromptPay transfer of exactly `amount` reached the merchant's account: the pending
     * request that carries it is credited, once (the state moves only from pending, and the
     * ledger posting has the deposit's own key). Null when no live request carries the amount.
     */
    async transferReceived(merchant: MerchantConfig, amountText: string, by: string) {
      const now = clock();
      await expireDue(db, now, { merchantCode: merchant.code });
      const amount = toUnits(amountText);
      const pending = await pendingByAmount(db, merchant.code, DepositMethod.promptPay, amount);
      if (!pending) return null;
      return db.transaction(async (tx) => {
        const credited = await decideDeposit(tx, pending.id, 'credited', now, by);
        if (!credited) return null;
        await ledger.creditDeposit(tx, depositMovement(merchant, credited));
        return credited.id;
      });
    },
  };
}
export type DepositsService = ReturnType<typeof createDepositsService>;
