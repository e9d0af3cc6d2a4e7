import { randomBytes } from 'node:crypto';
import {
  DepositMethod,
  ErrorCode,
  type Deposit,
  type GatewayCallbackState,
  type GatewayDepositInput,
  type Language,
  type MerchantConfig,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { DepositRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { toUnits } from '../../lib/money';
import {
  depositByKey,
  forgetExpiredGatewayNonces,
  insertDeposit,
  lockDeposit,
  lockGatewayDeposit,
  rememberGatewayNonce,
  setGatewayTx,
  settleGatewayDeposit,
} from './deposits.repository';
import { startDepositRequest } from './deposit-request-start';
import {
  holdNotice,
  lockGatewayDepositByReference,
  type HeldReason,
} from './gateway-held.repository';
import { depositView } from './deposit-view';
import { checkedAmount } from './money-amount';
import { moneyFieldError } from '../../lib/money-errors';
import type { MoneyLedger } from './money-ledger';
import type { GatewayNotice, PaymentGatewayAdapter } from './payment-gateway';
import { ageVerificationRequired } from '../protection/protection-guard';

/** Nonces past their window are removed once every this many applied callbacks. */
const NONCE_SWEEP_EVERY = 100;

const reference = () => `D${randomBytes(6).toString('hex').toUpperCase()}`;

/** Where the gateway's page sends the player back to: the deposit page showing this deposit. */
export const depositReturnPath = (id: number) => `/m/voucherCenter?deposit=${id}`;

/**
 * Deposits through a payment gateway: the request opens a payment at the merchant's
 * gateway; its signed callback moves the deposit pending → credited (deposits in transit → the
 * member's cash) or rejected, once per gateway transaction, in one transaction.
 */
// eslint-disable-next-line max-lines-per-function -- a gateway deposit's two steps, create (a payment opened at the gateway) and applyCallback (its signed answer, one transaction), sharing hold and the adapter lookup; each is linted on its own, 73 and 64 lines
export function createGatewayDepositsService(
  db: Db,
  clock: Clock,
  ledger: MoneyLedger,
  adapters: readonly PaymentGatewayAdapter[],
  merchantOf: (code: string, within: Db) => Promise<MerchantConfig | null>,
  /** Whose finance sees a held payment that names no deposit of ours. */
  defaultMerchantCode: string,
  /** An alert: a paid payment was held for finance (the server logs it at error level). */
  onHeld: (held: { gateway: string; txId: string; reference: string }) => void = () => {},
) {
  const adapterOf = (code: string | null) => adapters.find((a) => a.code === code) ?? null;
  const payUrlOf = (row: DepositRow) =>
    row.gatewayTxId ? (adapterOf(row.gateway)?.payUrlOf(row.gatewayTxId) ?? null) : null;
  let applied = 0;

  /** Keeps a paid payment for finance; the answer acknowledges it. */
  async function hold(
    tx: Db,
    notice: GatewayNotice,
    reason: HeldReason,
    deposit: DepositRow | null,
  ): Promise<{ applied: boolean; state: GatewayCallbackState }> {
    await holdNotice(tx, {
      merchantCode: deposit?.merchantCode ?? defaultMerchantCode,
      gateway: notice.gateway,
      txId: notice.txId,
      reference: notice.reference,
      amount: toUnits(notice.amount),
      currency: notice.currency,
      reason,
      depositId: deposit?.id ?? null,
      receivedAt: clock(),
    });
    return { applied: false, state: 'held' };
  }

  return {
    payUrlOf,
    /** Whether the merchant's gateway is on and its adapter runs here (never a simulator in production). */
    offers: (merchant: MerchantConfig) =>
      merchant.money.gateway.enabled && adapterOf(merchant.money.gateway.gateway) !== null,

    async create(
      merchant: MerchantConfig,
      memberId: number,
      language: Language,
      input: GatewayDepositInput,
    ): Promise<Deposit> {
      const settings = merchant.money.gateway;
      const adapter = settings.enabled ? adapterOf(settings.gateway) : null;
      if (!adapter) {
        throw moneyFieldError('amount', ErrorCode.METHOD_UNAVAILABLE, 'no payment gateway');
      }
      const amount = checkedAmount(merchant, input.amount, settings);
      let row = await depositByKey(db, memberId, input.idempotencyKey);
      if (!row) {
        const now = clock();
        row = await db.transaction(async (tx) => {
          const raced = await startDepositRequest(tx, {
            memberId,
            idempotencyKey: input.idempotencyKey,
            method: DepositMethod.gateway,
            amount,
            dailyMax: settings.dailyMax,
            timeZone: merchant.timeZone,
            now,
            ageRequired: ageVerificationRequired(merchant),
          });
          if (raced) return raced;
          return insertDeposit(tx, {
            merchantCode: merchant.code,
            memberId,
            method: DepositMethod.gateway,
            requestedAmount: amount,
            amount,
            reference: reference(),
            turnoverRequired:
              (amount * BigInt(merchant.money.withdraw.depositTurnoverPercent)) / 100n,
            idempotencyKey: input.idempotencyKey,
            gateway: adapter.code,
            createdAt: now,
            expiresAt: new Date(now.getTime() + settings.expiryMinutes * 60_000),
          });
        });
        if (!row) throw new HttpError(ErrorCode.BUSY);
      }
      if (row.requestedAmount !== amount || row.method !== DepositMethod.gateway) {
        throw new HttpError(ErrorCode.IDEMPOTENCY_KEY_REUSED, '', {
          fields: { idempotencyKey: 'idempotencyKey was used with another amount' },
        });
      }
      // Opened once; a retry after a lost answer (or a crash before) opens it if it is not yet.
      // The row is locked and read again first: concurrent retries of one key wait here and
      // find the payment the first one opened, so a deposit never has two payments.
      if (row.state === 'pending' && !row.gatewayTxId) {
        const id = row.id;
        row = await db.transaction(async (tx) => {
          const locked = await lockDeposit(tx, id);
          if (!locked) throw new HttpError(ErrorCode.NOT_FOUND);
          if (locked.state !== 'pending' || locked.gatewayTxId) return locked;
          const { txId } = await adapter.open(tx, {
            merchantCode: merchant.code,
            reference: locked.reference,
            amount: locked.amount,
            currency: merchant.currency.code,
            language,
            expiresAt: locked.expiresAt,
            returnPath: depositReturnPath(locked.id),
          });
          await setGatewayTx(tx, locked.id, adapter.code, txId);
          return { ...locked, gateway: adapter.code, gatewayTxId: txId };
        });
      }
      return depositView(merchant, row, payUrlOf(row));
    },

    /**
     * A verified callback: remembered by its nonce, checked against the deposit (reference,
     * amount, currency), then applied, all in one transaction. A refusal writes nothing; the
     * same payment again (a new nonce: the gateway retrying) is acknowledged without a change.
     * A payment the platform cannot apply by itself (one it did not open, or paid for a deposit
     * already decided) is held for finance and acknowledged: never dropped.
     */
    async applyCallback(notice: GatewayNotice) {
      const result = await db.transaction(async (tx) => {
        if (!(await rememberGatewayNonce(tx, notice.gateway, notice.nonce, notice.nonceExpiresAt)))
          throw new HttpError(ErrorCode.GATEWAY_REPLAY, '', {
            fields: { nonce: 'was already used' },
          });
        const row = await lockGatewayDeposit(tx, notice.gateway, notice.txId);
        if (!row) {
          const named = await lockGatewayDepositByReference(tx, notice.reference);
          if (notice.status !== 'paid') {
            throw new HttpError(ErrorCode.NOT_FOUND, 'No deposit has this txId and reference', {
              fields: { txId: 'is not a payment of this platform' },
            });
          }
          return hold(tx, notice, 'unknown_payment', named);
        }
        if (row.reference !== notice.reference) {
          throw new HttpError(ErrorCode.NOT_FOUND, 'No deposit has this txId and reference', {
            fields: { txId: 'is not a payment of this platform' },
          });
        }
        const merchant = await merchantOf(row.merchantCode, tx);
        if (!merchant) throw new HttpError(ErrorCode.NOT_FOUND, 'Unknown merchant');
        const mismatch: Record<string, string> = {};
        if (toUnits(notice.amount) !== row.amount) mismatch.amount = 'differs from the payment';
        if (notice.currency !== merchant.currency.code)
          mismatch.currency = 'differs from the payment';
        if (Object.keys(mismatch).length > 0) {
          throw new HttpError(ErrorCode.GATEWAY_MISMATCH, '', { fields: mismatch });
        }
        const state = notice.status === 'paid' ? 'credited' : 'rejected';
        const settled = await settleGatewayDeposit(
          tx,
          row.id,
          state,
          clock(),
          `gateway:${notice.gateway}`,
        );
        if (!settled) {
          // Paid, but the deposit was rejected here meanwhile: the gateway has the money.
          if (state === 'credited' && row.state !== 'credited') {
            return hold(tx, notice, 'deposit_decided', row);
          }
          return { applied: false, state: row.state as GatewayCallbackState };
        }
        if (state === 'credited') {
          await ledger.creditDeposit(tx, {
            merchantCode: row.merchantCode,
            currency: merchant.currency.code,
            memberId: row.memberId,
            amount: row.amount,
            idempotencyKey: `deposit:${row.id}`,
            reference: row.reference,
            demoCredit: adapterOf(notice.gateway)?.simulator ?? false,
          });
        }
        return { applied: true, state: settled.state as GatewayCallbackState };
      });
      if (result.state === 'held') {
        onHeld({ gateway: notice.gateway, txId: notice.txId, reference: notice.reference });
      }
      if (++applied % NONCE_SWEEP_EVERY === 0) await forgetExpiredGatewayNonces(db, clock());
      return result;
    },
  };
}
export type GatewayDepositsService = ReturnType<typeof createGatewayDepositsService>;
