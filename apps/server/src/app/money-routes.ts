import { createBankCardsService } from '../modules/money/bank-cards.service';
import { createDemoGateway } from '../modules/money/demo-gateway';
import depositPromotionsRoutes from '../modules/money/deposit-promotions.routes';
import { createDepositsService } from '../modules/money/deposits.service';
import { createFinanceService } from '../modules/money/finance.service';
import { createGatewayDepositsService } from '../modules/money/gateway-deposits.service';
import gatewayFinanceRoutes from '../modules/money/gateway-finance.routes';
import { createGatewayFinanceService } from '../modules/money/gateway-finance.service';
import { createGatewayOutbox, startGatewayOutbox } from '../modules/money/gateway-outbox';
import { startGatewayReconciliation } from '../modules/money/gateway-reconciliation-job';
import gatewayRoutes from '../modules/money/gateway.routes';
import { createMoneyLedger } from '../modules/money/ledger-adapter';
import type { MoneyLedger } from '../modules/money/money-ledger';
import { startMoneyHousekeeping } from '../modules/money/money-housekeeping';
import moneyRoutes from '../modules/money/money.routes';
import { createWithdrawalsService } from '../modules/money/withdrawals.service';
import { createDepositPromotions } from '../modules/promotions/deposit-promotions';
import type { PromotionsService } from '../modules/promotions/promotions.service';
import { randomToken } from '../lib/secrets';
import type { AppContext } from './app-plugins';

/**
 * Deposit and withdraw (issue 18), the payment gateways and finance's pages. Registered after
 * every other stage: its jobs may credit a deposit as soon as they start, and every subscriber of
 * `depositCredited` must be in place by then.
 */
export async function registerMoneyRoutes(ctx: AppContext, promotions: PromotionsService) {
  const { app, opts, db, clock, events } = ctx;
  if (opts.housekeeping) {
    const money = startMoneyHousekeeping(db, clock, app.log);
    app.addHook('onClose', () => money.stop());
  }
  const postings = createMoneyLedger(clock);
  // A credited deposit counts for promotions, the member's level and a referral reward (their
  // stages subscribe), in the same transaction.
  const moneyLedger: MoneyLedger = {
    ...postings,
    creditDeposit: async (tx, movement) => {
      await postings.creditDeposit(tx, movement);
      await events.emit('depositCredited', tx, movement);
    },
  };
  const bankCards = createBankCardsService(db, clock);
  const withdrawals = createWithdrawalsService(
    db,
    clock,
    moneyLedger,
    bankCards,
    ctx.paymentPassword,
  );
  const gatewayDeposits = await registerGatewayRoutes(ctx, moneyLedger);
  await app.register(depositPromotionsRoutes, {
    promotions: createDepositPromotions(db, promotions),
  });
  await app.register(moneyRoutes, {
    db,
    cards: bankCards,
    deposits: createDepositsService(
      db,
      clock,
      moneyLedger,
      ctx.slipStorage,
      gatewayDeposits.payUrlOf,
      gatewayDeposits.offers,
    ),
    withdrawals,
    paymentPassword: ctx.paymentPassword,
    finance: createFinanceService(db, clock, moneyLedger, withdrawals.movement),
    devRoutes: Boolean(opts.devRoutes),
  });
}

/**
 * Payment gateways (issue 18): the built-in demo one, a simulator that production never runs
 * (issue 28); real adapters join the list. Its callbacks, its outbox and finance's reconciliation.
 */
async function registerGatewayRoutes(ctx: AppContext, moneyLedger: MoneyLedger) {
  const { app, opts, db, clock, merchants } = ctx;
  const allowSimulators = opts.allowSimulators ?? true;
  const demoGateway = allowSimulators ? createDemoGateway(db, clock) : null;
  const gatewayDeposits = createGatewayDepositsService(
    db,
    clock,
    moneyLedger,
    demoGateway ? [demoGateway.adapter] : [],
    (code, within) => merchants.get(code, within),
    opts.merchant.code,
    (held) => app.log.error(held, 'gateway payment held for finance: it names no open deposit'),
  );
  const gatewayKey = opts.gatewayKey ?? randomToken();
  const outbox =
    opts.gatewayOutbox && demoGateway
      ? startGatewayOutbox(
          createGatewayOutbox(db, clock, gatewayKey, (request) => app.inject(request)),
          app.log,
        )
      : null;
  if (outbox) app.addHook('onClose', () => outbox.stop());
  await app.register(gatewayRoutes, {
    gatewayDeposits,
    demo: demoGateway,
    demoKey: gatewayKey,
    clock,
    nudge: outbox?.nudge,
    webDist: opts.webDist,
  });
  const gatewayFinance = createGatewayFinanceService(
    db,
    clock,
    moneyLedger,
    demoGateway ? [demoGateway.adapter] : [],
  );
  await app.register(gatewayFinanceRoutes, { gatewayFinance });
  if (opts.housekeeping) {
    const reconciliation = startGatewayReconciliation(
      gatewayFinance,
      async () => (await merchants.get(opts.merchant.code)) ?? opts.merchant,
      clock,
      app.log,
    );
    app.addHook('onClose', () => reconciliation.stop());
  }
  return gatewayDeposits;
}
