import type { FastifyInstance } from 'fastify';
import {
  addBankCard,
  bankCards,
  createBankTransferDeposit,
  createPromptPayDeposit,
  opsDepositSlips,
  SLIP_MAX_BYTES,
  uploadDepositSlip,
  demoMatchTransfer,
  depositMethods,
  depositStatus,
  pendingDeposits,
  opsDepositDecide,
  opsDeposits,
  opsWithdrawalDecide,
  opsWithdrawals,
  requestWithdraw,
  withdrawals,
  withdrawRules,
  bankList,
  removeBankCard,
  setDefaultBankCard,
  setPayeeName,
  bankNameIn,
  type Language,
  type MerchantConfig,
} from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import { LOGIN_RATE } from '../accounts/rate-limits';
import type { BankCardsService } from './bank-cards.service';
import type { DepositsService } from './deposits.service';
import type { FinanceService } from './finance.service';
import { actorOf } from '../../plugins/ops-auth.plugin';
import type { PaymentPasswordService } from './payment-password.service';
import type { WithdrawalsService } from './withdrawals.service';
import { registerMoneyOperation, type MoneyRequest } from './money-gate';
import type { Db } from '../../db/client';
import { idempotentWhenKeyed } from '../idempotency/idempotency';

export interface MoneyRoutesOptions {
  /** Keeps the answers of keyed writes (adding a bank card). */
  db: Db;
  cards: BankCardsService;
  deposits: DepositsService;
  withdrawals: WithdrawalsService;
  paymentPassword: PaymentPasswordService;
  finance: FinanceService;
  /** Registers the demo matching call (development and tests only). */
  devRoutes: boolean;
}

/** A payment password is a secret: as slow for a guesser as the login (and locked after 5). */
const WITHDRAW_RATE = LOGIN_RATE;

/** The merchant with its banks named in the caller's language, for the answers that name them. */
const banksNamedFor = (req: { merchant: MerchantConfig; language: Language }): MerchantConfig => ({
  ...req.merchant,
  money: {
    ...req.merchant.money,
    banks: req.merchant.money.banks.map((b) => ({ ...b, name: bankNameIn(b, req.language) })),
  },
});

/** Payee real name, bank cards, deposit and withdraw. Every call passes the §6 gate. */
// eslint-disable-next-line max-lines-per-function -- the money module's route table: one registration per member operation, then per console operation, read top to bottom
export default async function moneyRoutes(app: FastifyInstance, opts: MoneyRoutesOptions) {
  const { cards, deposits, db } = opts;

  registerMoneyOperation(
    app,
    setPayeeName,
    async (req) => {
      await cards.setPayeeName(req.moneyMember.id, req.body.payeeName);
      return null;
    },
    { rateLimit: LOGIN_RATE },
  );

  registerMoneyOperation(app, bankList, (req) =>
    req.merchant.money.banks.map((b) => ({
      code: b.code,
      name: bankNameIn(b, req.language),
      accountLengths: b.accountLengths,
    })),
  );

  registerMoneyOperation(app, bankCards, (req) =>
    cards.list(banksNamedFor(req), req.moneyMember.id),
  );

  registerMoneyOperation(
    app,
    addBankCard,
    idempotentWhenKeyed(db, addBankCard, (req: MoneyRequest<typeof addBankCard>, retried) =>
      cards.add(banksNamedFor(req), req.moneyMember.id, req.body, retried),
    ),
  );

  registerMoneyOperation(app, removeBankCard, async (req) => {
    await cards.remove(req.moneyMember.id, req.query.id);
    return null;
  });

  registerMoneyOperation(app, setDefaultBankCard, async (req) => {
    await cards.makeDefault(req.moneyMember.id, req.body.id);
    return null;
  });

  registerMoneyOperation(app, depositMethods, (req) =>
    deposits.methods(banksNamedFor(req), req.moneyMember.id),
  );

  registerMoneyOperation(app, createPromptPayDeposit, (req) =>
    deposits.createPromptPay(req.merchant, req.moneyMember.id, req.body),
  );

  registerMoneyOperation(app, createBankTransferDeposit, (req) =>
    deposits.createBankTransfer(req.merchant, req.moneyMember.id, req.body),
  );

  registerMoneyOperation(
    app,
    uploadDepositSlip,
    (req) => deposits.addSlip(req.merchant, req.moneyMember.id, req.body),
    // One slip as base64 with the envelope around it.
    { bodyLimit: Math.ceil((SLIP_MAX_BYTES * 4) / 3) + 64 * 1024 },
  );

  registerMoneyOperation(app, depositStatus, (req) =>
    deposits.status(req.merchant, req.moneyMember.id, req.query.id),
  );

  registerMoneyOperation(app, pendingDeposits, (req) =>
    deposits.pending(req.merchant, req.moneyMember.id),
  );

  registerMoneyOperation(app, withdrawRules, async (req) =>
    opts.withdrawals.rules(
      req.merchant,
      req.moneyMember.id,
      await opts.paymentPassword.isSet(req.moneyMember.id),
    ),
  );

  registerMoneyOperation(
    app,
    requestWithdraw,
    (req) => opts.withdrawals.request(req.merchant, req.moneyMember.id, req.body),
    { rateLimit: WITHDRAW_RATE },
  );

  registerMoneyOperation(app, withdrawals, (req) => opts.withdrawals.latest(req.moneyMember.id));

  // The console's finance pages (roles owner and finance, enforced by the ops plugin).
  const { finance } = opts;
  registerOperation(app, opsDeposits, (req) =>
    finance.deposits(req.merchant.code, req.query.state === 'open'),
  );
  registerOperation(app, opsDepositDecide, (req) =>
    finance.decideDeposit(req.merchant, actorOf(req), req.body.id, req.body.action),
  );
  registerOperation(app, opsDepositSlips, (req) =>
    deposits.slipImages(req.merchant.code, req.query.id),
  );
  registerOperation(app, opsWithdrawals, (req) =>
    finance.withdrawals(req.merchant.code, req.query.state === 'open'),
  );
  registerOperation(app, opsWithdrawalDecide, (req) =>
    finance.decideWithdrawal(req.merchant, actorOf(req), req.body.id, req.body.action),
  );

  if (opts.devRoutes) {
    registerOperation(app, demoMatchTransfer, async (req) => ({
      depositId: await deposits.transferReceived(req.merchant, req.body.amount, 'demo-matching'),
    }));
  }
}
