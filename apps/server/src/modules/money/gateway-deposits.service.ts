import type { GatewayDepositInput, Language, MerchantConfig } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { DepositRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { forgetExpiredGatewayNonces } from './deposits.repository';
import { applyGatewayCallback } from './gateway-deposit-callback';
import type { GatewayDepositDeps } from './gateway-deposit-deps';
import { openGatewayDeposit } from './gateway-deposit-open';
import type { MoneyLedger } from './money-ledger';
import type { GatewayNotice, PaymentGatewayAdapter } from './payment-gateway';

/** Nonces past their window are removed once every this many applied callbacks. */
const NONCE_SWEEP_EVERY = 100;

/**
 * Deposits through a payment gateway: the request opens a payment at the merchant's gateway
 * (gateway-deposit-open.ts); its signed callback moves the deposit pending → credited (deposits
 * in transit → the member's cash) or rejected, once per gateway transaction, in one transaction
 * (gateway-deposit-callback.ts).
 */
export function createGatewayDepositsService(
  db: Db,
  clock: Clock,
  ledger: MoneyLedger,
  adapters: readonly PaymentGatewayAdapter[],
  merchantOf: (code: string, within: Db) => Promise<MerchantConfig | null>,
  /** Whose finance sees a held payment that names no deposit of ours. */
  defaultMerchantCode: string,
  /** An alert: a paid payment was held for finance (the server logs it at error level). */
  onHeld: GatewayDepositDeps['onHeld'] = () => {},
) {
  const adapterOf = (code: string | null) => adapters.find((a) => a.code === code) ?? null;
  const payUrlOf = (row: DepositRow) =>
    row.gatewayTxId ? (adapterOf(row.gateway)?.payUrlOf(row.gatewayTxId) ?? null) : null;
  const deps: GatewayDepositDeps = {
    db,
    clock,
    ledger,
    adapterOf,
    payUrlOf,
    merchantOf,
    defaultMerchantCode,
    onHeld,
  };
  let applied = 0;

  return {
    payUrlOf,
    /** Whether the merchant's gateway is on and its adapter runs here (never a simulator in production). */
    offers: (merchant: MerchantConfig) =>
      merchant.money.gateway.enabled && adapterOf(merchant.money.gateway.gateway) !== null,
    create: (
      merchant: MerchantConfig,
      memberId: number,
      language: Language,
      input: GatewayDepositInput,
    ) => openGatewayDeposit(deps, merchant, memberId, language, input),
    async applyCallback(notice: GatewayNotice) {
      const result = await applyGatewayCallback(deps, notice);
      if (++applied % NONCE_SWEEP_EVERY === 0) await forgetExpiredGatewayNonces(db, clock());
      return result;
    },
  };
}
export type GatewayDepositsService = ReturnType<typeof createGatewayDepositsService>;
