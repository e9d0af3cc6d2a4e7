import {
  ErrorCode,
  type BettingRecordsValue,
  type MerchantConfig,
  type WalletBalanceValue,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import { DEFAULT_MAX_WIN_MULTIPLIER, type BetRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { createMerchantService } from '../merchant/merchant.service';
import { fromUnits, toUnits } from './money';
import { gameOfNode } from './wallet-api-guard.repository';
import {
  ensureWallet,
  findBet,
  findWallet,
  findWalletMember,
  insertBet,
  insertLedger,
  ledgerKeyExists,
  listBets,
  lockWallet,
  setBalance,
  updateBet,
} from './wallet.repository';

export interface WalletMember {
  id: number;
  merchantCode: string;
  isTrial: boolean;
}

export interface WalletTxResult {
  txId: string;
  status: BetRow['status'];
  balance: bigint;
  currency: string;
}

const PG_UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' &&
  err !== null &&
  ((err as { code?: string }).code === PG_UNIQUE_VIOLATION ||
    isUniqueViolation((err as { cause?: unknown }).cause));

/** Idempotency keys: one per kind of movement and vendor transaction, one grant per member. */
export const ledgerKey = {
  grant: (memberId: number) => `grant:${memberId}`,
  bet: (vendor: string, txId: string) => `bet:${vendor}:${txId}`,
  win: (vendor: string, txId: string) => `win:${vendor}:${txId}`,
  rollback: (vendor: string, txId: string) => `rollback:${vendor}:${txId}`,
};

async function walletOf(db: Db, merchant: MerchantConfig, member: WalletMember) {
  const currency = merchant.currency.code;
  const existing = await findWallet(db, member.id, currency);
  if (existing) return existing;
  await ensureWallet(db, {
    memberId: member.id,
    merchantCode: member.merchantCode,
    currency,
    // §6 a trial account plays with play money only: its one wallet is marked so.
    play: member.isTrial,
  });
  const created = await findWallet(db, member.id, currency);
  if (!created) throw new Error(`wallet of member ${member.id} was not created`);
  return created;
}

/**
 * The demo balance the merchant configuration names, granted once per member (the ledger key
 * grant:<memberId> makes a second call a no-op). Trial accounts get it as play money.
 */
export async function grantStartingBalance(
  db: Db,
  merchant: MerchantConfig,
  member: WalletMember,
  now: Date = new Date(),
): Promise<void> {
  const amount = toUnits(merchant.demo.startingBalance);
  const wallet = await walletOf(db, merchant, member);
  if (amount === 0n) return;
  await db.transaction(async (tx) => {
    const locked = await lockWallet(tx, wallet.id);
    const key = ledgerKey.grant(member.id);
    if (await ledgerKeyExists(tx, key)) return;
    const balance = locked.balance + amount;
    await setBalance(tx, wallet.id, balance, now);
    await insertLedger(tx, {
      walletId: wallet.id,
      memberId: member.id,
      amount,
      balanceAfter: balance,
      kind: 'grant',
      idempotencyKey: key,
      createdAt: now,
    });
  });
}

const insufficientFunds = (balance: bigint, amount: bigint) =>
  new HttpError(
    ErrorCode.CONFLICT,
    `Insufficient funds: the balance is ${fromUnits(balance)}, the bet ${fromUnits(amount)}`,
    { reason: 'INSUFFICIENT_FUNDS', balance: fromUnits(balance) },
  );

export function createWalletService(db: Db, clock: Clock) {
  const merchants = createMerchantService(db, '');

  async function memberAndMerchant(memberId: number) {
    const member = await findWalletMember(db, memberId);
    if (!member || member.disabled) throw notFound(`No member ${memberId}`);
    const merchant = await merchants.get(member.merchantCode);
    if (!merchant) throw notFound(`No merchant ${member.merchantCode}`);
    return { member, merchant };
  }

  /** Retries once when a concurrent first call of the same txId won the unique index. */
  async function onceOnRace<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (isUniqueViolation(err)) return run();
      throw err;
    }
  }

  return {
    async balance(merchant: MerchantConfig, member: WalletMember): Promise<WalletBalanceValue> {
      const wallet = await findWallet(db, member.id, merchant.currency.code);
      return {
        sumBalance: fromUnits(wallet?.balance ?? 0n),
        currency: merchant.currency.code,
        decimals: merchant.currency.decimals,
        play: wallet?.play ?? member.isTrial,
      };
    },

    async bet(input: {
      vendor: string;
      txId: string;
      memberId: number;
      amount: bigint;
      nodeId?: number | null;
      gameName?: string;
    }): Promise<WalletTxResult> {
      if (input.amount <= 0n) throw new HttpError(ErrorCode.BAD_REQUEST, 'amount must be positive');
      const { member, merchant } = await memberAndMerchant(input.memberId);
      const wallet = await walletOf(db, merchant, member);
      return onceOnRace(() =>
        db.transaction(async (tx) => {
          const locked = await lockWallet(tx, wallet.id);
          const result = (status: BetRow['status'], balance: bigint): WalletTxResult => ({
            txId: input.txId,
            status,
            balance,
            currency: locked.currency,
          });
          const seen = await findBet(tx, input.vendor, input.txId);
          if (seen) {
            if (seen.memberId !== member.id || seen.amount !== input.amount)
              throw new HttpError(
                ErrorCode.CONFLICT,
                `txId ${input.txId} was already used for another bet`,
              );
            return result(seen.status, locked.balance);
          }
          if (locked.balance < input.amount) throw insufficientFunds(locked.balance, input.amount);
          const now = clock();
          const balance = locked.balance - input.amount;
          await setBalance(tx, wallet.id, balance, now);
          await insertLedger(tx, {
            walletId: wallet.id,
            memberId: member.id,
            amount: -input.amount,
            balanceAfter: balance,
            kind: 'bet',
            idempotencyKey: ledgerKey.bet(input.vendor, input.txId),
            vendorCode: input.vendor,
            vendorTxId: input.txId,
            createdAt: now,
          });
          await insertBet(tx, {
            merchantCode: member.merchantCode,
            memberId: member.id,
            walletId: wallet.id,
            vendorCode: input.vendor,
            vendorTxId: input.txId,
            nodeId: input.nodeId ?? null,
            gameName: input.gameName ?? input.vendor,
            amount: input.amount,
            status: 'open',
            play: locked.play,
            createdAt: now,
          });
          return result('open', balance);
        }),
      );
    },

    async settle(input: { vendor: string; txId: string; win: bigint }): Promise<WalletTxResult> {
      if (input.win < 0n) throw new HttpError(ErrorCode.BAD_REQUEST, 'win must not be negative');
      const found = await findBet(db, input.vendor, input.txId);
      if (!found) throw notFound(`No bet with txId ${input.txId}`);
      return db.transaction(async (tx) => {
        const locked = await lockWallet(tx, found.walletId);
        const bet = (await findBet(tx, input.vendor, input.txId, true)) ?? found;
        const result = (balance: bigint): WalletTxResult => ({
          txId: input.txId,
          status: 'settled',
          balance,
          currency: locked.currency,
        });
        if (bet.status === 'settled') {
          if (bet.win !== input.win)
            throw new HttpError(
              ErrorCode.CONFLICT,
              `txId ${input.txId} was already settled with another win`,
            );
          return result(locked.balance);
        }
        if (bet.status === 'rolled_back')
          throw new HttpError(ErrorCode.CONFLICT, `txId ${input.txId} was rolled back`);
        // Issue 14: no settlement pays more than the game's top prize for this bet.
        const game = bet.nodeId === null ? null : await gameOfNode(tx, bet.nodeId);
        const multiplier = game?.maxWinMultiplier ?? DEFAULT_MAX_WIN_MULTIPLIER;
        const maxWin = bet.amount * BigInt(multiplier);
        if (input.win > maxWin)
          throw fieldError(
            'win',
            `must be at most ${fromUnits(maxWin)} (${multiplier} times the bet of this txId)`,
          );
        const now = clock();
        let balance = locked.balance;
        if (input.win > 0n) {
          balance += input.win;
          await setBalance(tx, locked.id, balance, now);
          await insertLedger(tx, {
            walletId: locked.id,
            memberId: bet.memberId,
            amount: input.win,
            balanceAfter: balance,
            kind: 'win',
            idempotencyKey: ledgerKey.win(input.vendor, input.txId),
            vendorCode: input.vendor,
            vendorTxId: input.txId,
            createdAt: now,
          });
        }
        await updateBet(tx, bet.id, { status: 'settled', win: input.win, settledAt: now });
        return result(balance);
      });
    },

    async rollback(input: { vendor: string; txId: string }): Promise<WalletTxResult> {
      const found = await findBet(db, input.vendor, input.txId);
      if (!found) throw notFound(`No bet with txId ${input.txId}`);
      return db.transaction(async (tx) => {
        const locked = await lockWallet(tx, found.walletId);
        const bet = (await findBet(tx, input.vendor, input.txId, true)) ?? found;
        const result = (balance: bigint): WalletTxResult => ({
          txId: input.txId,
          status: 'rolled_back',
          balance,
          currency: locked.currency,
        });
        if (bet.status === 'rolled_back') return result(locked.balance);
        if (bet.status === 'settled')
          throw new HttpError(
            ErrorCode.CONFLICT,
            `txId ${input.txId} is settled and cannot be rolled back`,
          );
        const now = clock();
        const balance = locked.balance + bet.amount;
        await setBalance(tx, locked.id, balance, now);
        await insertLedger(tx, {
          walletId: locked.id,
          memberId: bet.memberId,
          amount: bet.amount,
          balanceAfter: balance,
          kind: 'rollback',
          idempotencyKey: ledgerKey.rollback(input.vendor, input.txId),
          vendorCode: input.vendor,
          vendorTxId: input.txId,
          createdAt: now,
        });
        await updateBet(tx, bet.id, { status: 'rolled_back', settledAt: now });
        return result(balance);
      });
    },

    async records(
      memberId: number,
      pageNo: number,
      pageSize: number,
    ): Promise<BettingRecordsValue> {
      const rows = await listBets(db, memberId, (pageNo - 1) * pageSize, pageSize + 1);
      return {
        list: rows.slice(0, pageSize).map((b) => ({
          id: b.id,
          vendor: b.vendorCode,
          txId: b.vendorTxId,
          nodeId: b.nodeId,
          gameName: b.gameName,
          amount: fromUnits(b.amount),
          win: b.win === null ? null : fromUnits(b.win),
          status: b.status,
          play: b.play,
          createdAt: b.createdAt.getTime(),
          settledAt: b.settledAt?.getTime() ?? null,
        })),
        hasMore: rows.length > pageSize,
      };
    },
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
