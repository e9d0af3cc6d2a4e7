import { randomBytes, randomInt } from 'node:crypto';
import {
  DepositMethod,
  ErrorCode,
  PROMPTPAY_PENDING_MAX,
  SLIP_MAX_BYTES,
  SLIP_MAX_COUNT,
  type BankTransferDepositInput,
  type UploadDepositSlipInput,
  type Deposit,
  type DepositMethodsValue,
  type MerchantConfig,
  type PromptPayDepositInput,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { DepositRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import { currencyMinorUnit, formatAmount, fromUnits, toUnits } from '../../lib/money';
import {
  decideDeposit,
  depositByKey,
  depositedSince,
  depositOfMember,
  expireAllButNewest,
  expireDue,
  insertDeposit,
  lockDeposit,
  noteReplacement,
  pendingAmountsBetween,
  pendingByAmount,
  pendingCount,
  pendingOfMember,
} from './deposits.repository';
import { PENDING_BANK_TRANSFERS_MAX } from './bank-transfer-limits';
import { startDepositRequest } from './deposit-request-start';
import { checkedAmount } from './money-amount';
import { startOfDay } from '../../lib/money-day';
import { moneyFieldError } from '../../lib/money-errors';
import type { MoneyLedger } from './money-ledger';
import { depositView } from './deposit-view';
import { promptPayPayload } from './promptpay';
import { reencodeImage } from '../media/member-image';
import { holdMemberUploads, precheckMemberUploads } from '../media/member-uploads';
import { withSavedFiles, type SlipStorage } from './slip-storage';
import { insertSlip, slipCount, slipsOf } from './slips.repository';
import { ageVerificationRequired } from '../protection/protection-guard';

/** A bank-transfer request stays open this long for its slips and finance's decision. */
const BANK_TRANSFER_OPEN_MS = 24 * 60 * 60_000;

/*
 * A PromptPay request beyond PROMPTPAY_PENDING_MAX replaces (expires) the member's oldest pending
 * one rather than being refused: a refusal would lock out a player who lost three QR codes.
 */
/**
 * The first space of satang fractions a PromptPay request may add to tell it apart (0.01 …
 * 0.99). When every amount in it is pending already, the next space is ten times as wide plus
 * nine (0.01 … 9.99, then 0.01 … 99.99, …): pending requests are finite, so one always has room.
 */
const FIRST_FRACTION_STEPS = 99;
/**
 * Picks of a free amount: a pick fails only when another request took that amount between the
 * read and the insert (that one was served), and the next pick reads again, so a second is rare.
 */
const FRACTION_TRIES = 20;

const reference = () => `D${randomBytes(6).toString('hex').toUpperCase()}`;

/**
 * The amount to pay for a PromptPay request of `amount`: amount + k satang, k drawn at random
 * from the free ones of the smallest space (1 … 99, then 1 … 999, …) that has one. Never below
 * the asked amount, and above it by less than a baht until all of amount + 0.01 … 0.99 are
 * pending; the spaces of nearby amounts overlap, and the unique index keeps each amount to one.
 */
async function freePayable(tx: Db, merchantCode: string, amount: bigint): Promise<bigint> {
  const satang = currencyMinorUnit(2);
  for (let steps = FIRST_FRACTION_STEPS; ; steps = steps * 10 + 9) {
    const taken = new Set(
      await pendingAmountsBetween(
        tx,
        merchantCode,
        DepositMethod.promptPay,
        amount + satang,
        amount + satang * BigInt(steps),
      ),
    );
    if (taken.size >= steps) continue;
    let pick = randomInt(steps - taken.size);
    for (let k = 1; k <= steps; k++) {
      const payable = amount + satang * BigInt(k);
      if (!taken.has(payable) && pick-- === 0) return payable;
    }
  }
}

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

  /** The same key again answers the first request; with another amount it is a conflict. */
  function replayed(row: DepositRow, amount: bigint) {
    if (row.requestedAmount !== amount) {
      throw new HttpError(ErrorCode.IDEMPOTENCY_KEY_REUSED, '', {
        fields: { idempotencyKey: 'idempotencyKey was used with another amount' },
      });
    }
    return row;
  }

  return {
    async methods(merchant: MerchantConfig, memberId: number): Promise<DepositMethodsValue> {
      const { promptPay, bankTransfer, banks } = merchant.money;
      const today = startOfDay(clock(), merchant.timeZone);
      const methods: DepositMethodsValue['methods'] = [];
      if (promptPay.enabled) {
        methods.push({
          method: DepositMethod.promptPay,
          min: fromUnits(toUnits(promptPay.min)),
          max: fromUnits(toUnits(promptPay.max)),
          dailyMax: fromUnits(toUnits(promptPay.dailyMax)),
          usedToday: fromUnits(await depositedSince(db, memberId, DepositMethod.promptPay, today)),
          accounts: [],
        });
      }
      if (bankTransfer.enabled) {
        methods.push({
          method: DepositMethod.bankTransfer,
          min: fromUnits(toUnits(bankTransfer.min)),
          max: fromUnits(toUnits(bankTransfer.max)),
          dailyMax: fromUnits(toUnits(bankTransfer.dailyMax)),
          usedToday: fromUnits(
            await depositedSince(db, memberId, DepositMethod.bankTransfer, today),
          ),
          accounts: bankTransfer.accounts.map((a) => ({
            ...a,
            bankName: banks.find((b) => b.code === a.bankCode)?.name ?? a.bankCode,
          })),
        });
      }
      const { gateway } = merchant.money;
      if (gatewayOffered(merchant)) {
        methods.push({
          method: DepositMethod.gateway,
          min: fromUnits(toUnits(gateway.min)),
          max: fromUnits(toUnits(gateway.max)),
          dailyMax: fromUnits(toUnits(gateway.dailyMax)),
          usedToday: fromUnits(await depositedSince(db, memberId, DepositMethod.gateway, today)),
          accounts: [],
        });
      }
      return { currency: merchant.currency.code, decimals: merchant.currency.decimals, methods };
    },

    /**
     * A PromptPay request: the asked amount plus a satang fraction no other pending request of
     * the merchant carries (a unique index holds it), so an incoming transfer names its request.
     * The member's oldest pending PromptPay request beyond PROMPTPAY_PENDING_MAX - 1 is replaced.
     */
    async createPromptPay(
      merchant: MerchantConfig,
      memberId: number,
      input: PromptPayDepositInput,
    ): Promise<Deposit> {
      const settings = merchant.money.promptPay;
      if (!settings.enabled || merchant.currency.code !== 'THB' || merchant.currency.decimals < 2) {
        throw moneyFieldError('amount', ErrorCode.METHOD_UNAVAILABLE, 'PromptPay is not offered');
      }
      const amount = checkedAmount(merchant, input.amount, settings);
      const earlier = await depositByKey(db, memberId, input.idempotencyKey);
      if (earlier) return toDeposit(merchant, replayed(earlier, amount));
      // A request the member can no longer pay (expired) does not hold the daily limit.
      await expireDue(db, clock(), { merchantCode: merchant.code });
      const now = clock();
      const written = await db.transaction(async (tx) => {
        let replaced: number[] = [];
        const raced = await startDepositRequest(tx, {
          memberId,
          idempotencyKey: input.idempotencyKey,
          method: DepositMethod.promptPay,
          amount,
          dailyMax: settings.dailyMax,
          timeZone: merchant.timeZone,
          now,
          ageRequired: ageVerificationRequired(merchant),
          makeRoom: async () => {
            replaced = await expireAllButNewest(
              tx,
              memberId,
              DepositMethod.promptPay,
              PROMPTPAY_PENDING_MAX - 1,
              now,
            );
          },
        });
        if (raced) return raced;
        for (let i = 0; i < FRACTION_TRIES; i++) {
          const payable = await freePayable(tx, merchant.code, amount);
          const row = await insertDeposit(tx, {
            merchantCode: merchant.code,
            memberId,
            method: DepositMethod.promptPay,
            requestedAmount: amount,
            amount: payable,
            reference: reference(),
            qrPayload: promptPayPayload(settings.promptPayId, formatAmount(payable, 2)),
            turnoverRequired:
              (amount * BigInt(merchant.money.withdraw.depositTurnoverPercent)) / 100n,
            idempotencyKey: input.idempotencyKey,
            createdAt: now,
            expiresAt: new Date(now.getTime() + settings.expiryMinutes * 60_000),
          });
          if (row) {
            await noteReplacement(tx, replaced, row.reference);
            return row;
          }
        }
        // Every pick lost its race to another request, each of which was served: not seen in
        // practice, and not the member's doing, so a logged 500 rather than a refusal.
        throw new Error(
          `no free PromptPay amount for ${formatAmount(amount, 2)} in ${FRACTION_TRIES} picks`,
        );
      });
      return toDeposit(merchant, replayed(written, amount));
    },

    /** A bank transfer to one of the merchant's accounts; finance credits it with its slips. */
    async createBankTransfer(
      merchant: MerchantConfig,
      memberId: number,
      input: BankTransferDepositInput,
    ): Promise<Deposit> {
      const settings = merchant.money.bankTransfer;
      if (!settings.enabled || settings.accounts.length === 0) {
        throw moneyFieldError(
          'amount',
          ErrorCode.METHOD_UNAVAILABLE,
          'bank transfer is not offered',
        );
      }
      const amount = checkedAmount(merchant, input.amount, settings);
      const earlier = await depositByKey(db, memberId, input.idempotencyKey);
      if (earlier) return toDeposit(merchant, replayed(earlier, amount));
      const now = clock();
      const written = await db.transaction(async (tx) => {
        const raced = await startDepositRequest(tx, {
          memberId,
          idempotencyKey: input.idempotencyKey,
          method: DepositMethod.bankTransfer,
          amount,
          dailyMax: settings.dailyMax,
          timeZone: merchant.timeZone,
          now,
          ageRequired: ageVerificationRequired(merchant),
        });
        if (raced) return raced;
        // Under the member's deposit lock taken above: two requests at once cannot both fit.
        const pending = await pendingCount(tx, memberId, DepositMethod.bankTransfer, now);
        if (pending >= PENDING_BANK_TRANSFERS_MAX) {
          throw new HttpError(ErrorCode.PENDING_DEPOSITS_LIMIT);
        }
        return insertDeposit(tx, {
          merchantCode: merchant.code,
          memberId,
          method: DepositMethod.bankTransfer,
          requestedAmount: amount,
          amount,
          reference: reference(),
          memberReference: input.memberReference.trim() || null,
          turnoverRequired:
            (amount * BigInt(merchant.money.withdraw.depositTurnoverPercent)) / 100n,
          idempotencyKey: input.idempotencyKey,
          createdAt: now,
          expiresAt: new Date(now.getTime() + BANK_TRANSFER_OPEN_MS),
        });
      });
      if (!written) throw new HttpError(ErrorCode.BUSY);
      return toDeposit(merchant, replayed(written, amount));
    },

    /**
     * §5: a slip is a png or jpg that decodes in full (kept re-encoded: no metadata, nothing after
     * the image), under 5 MB, at most 3 per deposit; only while the deposit is pending. The count
     * is checked under the deposit's row lock; the member's slips and bytes of the day under
     * their upload lock.
     */
    async addSlip(merchant: MerchantConfig, memberId: number, input: UploadDepositSlipInput) {
      const [prefix = '', base64 = ''] = input.data.split(',', 2);
      const said = prefix === 'data:image/png;base64' ? 'image/png' : 'image/jpeg';
      const bytes = Buffer.from(base64, 'base64');
      if (bytes.length === 0 || bytes.length >= SLIP_MAX_BYTES) {
        throw moneyFieldError('data', ErrorCode.BAD_REQUEST, 'slip must be under 5 MB');
      }
      const since = startOfDay(clock(), merchant.timeZone);
      await precheckMemberUploads(db, memberId, since, { kind: 'slip', field: 'data', bytes: 1 });
      const image = await reencodeImage(bytes);
      if (image?.contentType !== said) {
        throw moneyFieldError(
          'data',
          ErrorCode.IMAGE_UNREADABLE,
          'slip must be a png or jpg image',
        );
      }
      const row = await depositOfMember(db, memberId, input.depositId);
      if (!row || row.method !== DepositMethod.bankTransfer) throw notFound('No such deposit');
      const now = clock();
      return withSavedFiles(slips, (save) =>
        db.transaction(async (tx) => {
          const locked = await lockDeposit(tx, row.id);
          if (locked?.state !== 'pending') throw new HttpError(ErrorCode.WRONG_STATE);
          const count = await slipCount(tx, row.id);
          if (count >= SLIP_MAX_COUNT) {
            throw moneyFieldError('data', ErrorCode.BAD_REQUEST, 'at most 3 slips per deposit');
          }
          await holdMemberUploads(tx, memberId, since, {
            kind: 'slip',
            field: 'data',
            bytes: image.bytes.length,
          });
          const key = `${row.merchantCode}/${row.id}/${randomBytes(8).toString('hex')}${
            image.contentType === 'image/png' ? '.png' : '.jpg'
          }`;
          await save(key, image.bytes);
          await insertSlip(tx, {
            depositId: row.id,
            storageKey: key,
            contentType: image.contentType,
            sizeBytes: image.bytes.length,
            createdAt: now,
          });
          return { slips: count + 1 };
        }),
      );
    },

    /** Finance looks at a deposit's slips. */
    async slipImages(merchantCode: string, depositId: number) {
      const rows = await slipsOf(db, depositId);
      const out = [];
      for (const r of rows) {
        if (!r.storageKey.startsWith(`${merchantCode}/`)) continue;
        const bytes = await slips.read(r.storageKey);
        out.push({
          id: r.id,
          contentType: r.contentType,
          dataUrl: `data:${r.contentType};base64,${bytes.toString('base64')}`,
        });
      }
      return out;
    },

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
        await ledger.creditDeposit(tx, {
          merchantCode: merchant.code,
          currency: merchant.currency.code,
          memberId: credited.memberId,
          amount: credited.amount,
          idempotencyKey: `deposit:${credited.id}`,
          reference: credited.reference,
        });
        return credited.id;
      });
    },
  };
}
export type DepositsService = ReturnType<typeof createDepositsService>;
