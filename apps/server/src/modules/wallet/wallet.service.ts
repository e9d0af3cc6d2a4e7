import { ageVerificationRequired, guardSpend } from '../protection/protection-guard';
import {
  ErrorCode,
  type BettingRecordsValue,
  type MerchantConfig,
  type WalletBalanceValue,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import { DEFAULT_MAX_WIN_MULTIPLIER, type BetRow, type WalletRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { createMerchantService } from '../merchant/merchant.service';
import { fromUnits, toUnits } from '../../lib/money';
import { gameOfNode } from './wallet-api-guard.repository';
import {
  memberBalances,
  postInTransaction,
  postLedgerTransaction,
  type LedgerAccountRef,
} from '../ledger/ledger.service';
import {
  ensureWallet,
  findBet,
  findWallet,
  findWalletMember,
  insertBet,
  walletById,
  listBets,
  updateBet,
} from './wallet.repository';
import { isUniqueViolation } from '../../db/unique-violation';

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
 * Makes sure the member has its wallet row (the §3 balance reads it): for members written without
 * the registration's grant (an agent's register centre, issue 32).
 */
export async function ensureMemberWallet(
  db: Db,
  merchant: MerchantConfig,
  member: WalletMember,
): Promise<void> {
  await walletOf(db, merchant, member);
}

/**
 * The starting grant of a merchant: `wallet.startingGrant`, or an older file's
 * `demo.startingBalance`, which was always demo credit.
 */
export function startingGrantOf(merchant: MerchantConfig): { amount: bigint; demoCredit: boolean } {
  if (merchant.wallet)
    return {
      amount: toUnits(merchant.wallet.startingGrant),
      demoCredit: merchant.wallet.startingGrantIsDemoCredit,
    };
  return { amount: toUnits(merchant.demo?.startingBalance ?? '0'), demoCredit: true };
}

/** The house account on the other side of a member's game movement. */
const gameHouse = (play: boolean): LedgerAccountRef =>
  play ? { house: 'play_money' } : { house: 'game_revenue' };

/**
 * The merchant's starting grant, once per member (the ledger key grant:<memberId> makes a second
 * call a no-op): demo credit on the demo merchant, nothing on a real one. Trial accounts get it
 * as play money.
 */
export async function grantStartingBalance(
  db: Db,
  merchant: MerchantConfig,
  member: WalletMember,
  now: Date = new Date(),
): Promise<void> {
  const grant = startingGrantOf(merchant);
  const wallet = await walletOf(db, merchant, member);
  if (grant.amount === 0n) return;
  const from: LedgerAccountRef = wallet.play
    ? { house: 'play_money' }
    : grant.demoCredit
      ? { house: 'demo_credit' }
      : { house: 'bonuses_given' };
  await postLedgerTransaction(db, {
    merchantCode: member.merchantCode,
    currency: wallet.currency,
    kind: 'grant',
    idempotencyKey: ledgerKey.grant(member.id),
    memberId: member.id,
    play: wallet.play,
    metadata: grant.demoCredit && !wallet.play ? { demoCredit: true } : null,
    entries: [
      { account: { member: member.id, kind: 'cash' }, amount: grant.amount },
      { account: from, amount: -grant.amount },
    ],
    now,
  });
}

/** One game movement of a member's cash against the house, inside the caller's transaction. */
async function postGameMovement(
  tx: Db,
  wallet: WalletRow,
  input: { kind: 'bet' | 'win' | 'rollback'; vendor: string; txId: string; amount: bigint },
  now: Date,
): Promise<bigint> {
  const toMember = input.kind === 'bet' ? -input.amount : input.amount;
  const posted = await postInTransaction(tx, {
    merchantCode: wallet.merchantCode,
    currency: wallet.currency,
    kind: input.kind,
    idempotencyKey: ledgerKey[input.kind](input.vendor, input.txId),
    reference: input.txId,
    memberId: wallet.memberId,
    play: wallet.play,
    metadata: { vendor: input.vendor },
    entries: [
      { account: { member: wallet.memberId, kind: 'cash' }, amount: toMember },
      { account: gameHouse(wallet.play), amount: -toMember },
    ],
    now,
  });
  const mine = posted.entries.find((e) => e.memberId === wallet.memberId);
  if (!mine || mine.balanceAfter === null)
    throw new Error('a game movement without the member entry');
  return mine.balanceAfter;
}

/** What other modules do inside a settlement's transaction (the member's level). */
export interface WalletHooks {
  betSettled?(
    tx: Db,
    bet: { merchantCode: string; memberId: number; play: boolean },
    now: Date,
  ): Promise<void>;
}

export function createWalletService(db: Db, clock: Clock, hooks: WalletHooks = {}) {
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

  const cashOf = async (db2: Db, wallet: WalletRow) =>
    (await memberBalances(db2, wallet.memberId, wallet.currency)).cash;

  return {
    async balance(merchant: MerchantConfig, member: WalletMember): Promise<WalletBalanceValue> {
      const wallet = await findWallet(db, member.id, merchant.currency.code);
      const balances = wallet
        ? await memberBalances(db, wallet.memberId, wallet.currency)
        : { cash: 0n, bonus: 0n, withdrawalHold: 0n };
      return {
        sumBalance: fromUnits(balances.cash),
        bonus: fromUnits(balances.bonus),
        held: fromUnits(balances.withdrawalHold),
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
          const result = (status: BetRow['status'], balance: bigint): WalletTxResult => ({
            txId: input.txId,
            status,
            balance,
            currency: wallet.currency,
          });
          const seen = await findBet(tx, input.vendor, input.txId);
          if (seen) {
            if (seen.memberId !== member.id || seen.amount !== input.amount)
              throw new HttpError(
                ErrorCode.CONFLICT,
                `txId ${input.txId} was already used for another bet`,
              );
            return result(seen.status, await cashOf(tx, wallet));
          }
          const now = clock();
          // Issue 34: a real-money stake asks the member's limits and time-out first.
          if (!wallet.play)
            await guardSpend(
              tx,
              member.id,
              {
                kind: 'wager',
                amount: input.amount,
                ageRequired: ageVerificationRequired(merchant),
              },
              now,
            );
          const game = input.nodeId == null ? null : await gameOfNode(tx, input.nodeId);
          const balance = await postGameMovement(
            tx,
            wallet,
            { kind: 'bet', vendor: input.vendor, txId: input.txId, amount: input.amount },
            now,
          );
          await insertBet(tx, {
            merchantCode: member.merchantCode,
            memberId: member.id,
            walletId: wallet.id,
            vendorCode: input.vendor,
            vendorTxId: input.txId,
            nodeId: input.nodeId ?? null,
            gameName: input.gameName ?? input.vendor,
            gameType: game?.gameType ?? null,
            amount: input.amount,
            status: 'open',
            play: wallet.play,
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
      const wallet = await walletById(db, found.walletId);
      return db.transaction(async (tx) => {
        // The bet row's lock orders a settlement and a rollback of the same txId.
        const bet = (await findBet(tx, input.vendor, input.txId, true)) ?? found;
        const result = (balance: bigint): WalletTxResult => ({
          txId: input.txId,
          status: 'settled',
          balance,
          currency: wallet.currency,
        });
        if (bet.status === 'settled') {
          if (bet.win !== input.win)
            throw new HttpError(
              ErrorCode.CONFLICT,
              `txId ${input.txId} was already settled with another win`,
            );
          return result(await cashOf(tx, wallet));
        }
        if (bet.status === 'rolled_back')
          throw new HttpError(ErrorCode.CONFLICT, `txId ${input.txId} was rolled back`);
        // No settlement pays more than the game's top prize for this bet.
        const game = bet.nodeId === null ? null : await gameOfNode(tx, bet.nodeId);
        const multiplier = game?.maxWinMultiplier ?? DEFAULT_MAX_WIN_MULTIPLIER;
        const maxWin = bet.amount * BigInt(multiplier);
        if (input.win > maxWin)
          throw fieldError(
            'win',
            `must be at most ${fromUnits(maxWin)} (${multiplier} times the bet of this txId)`,
          );
        const now = clock();
        const balance =
          input.win > 0n
            ? await postGameMovement(
                tx,
                wallet,
                { kind: 'win', vendor: input.vendor, txId: input.txId, amount: input.win },
                now,
              )
            : await cashOf(tx, wallet);
        await updateBet(tx, bet.id, { status: 'settled', win: input.win, settledAt: now });
        await hooks.betSettled?.(tx, bet, now);
        return result(balance);
      });
    },

    async rollback(input: { vendor: string; txId: string }): Promise<WalletTxResult> {
      const found = await findBet(db, input.vendor, input.txId);
      if (!found) throw notFound(`No bet with txId ${input.txId}`);
      const wallet = await walletById(db, found.walletId);
      return db.transaction(async (tx) => {
        const bet = (await findBet(tx, input.vendor, input.txId, true)) ?? found;
        const result = (balance: bigint): WalletTxResult => ({
          txId: input.txId,
          status: 'rolled_back',
          balance,
          currency: wallet.currency,
        });
        if (bet.status === 'rolled_back') return result(await cashOf(tx, wallet));
        if (bet.status === 'settled')
          throw new HttpError(
            ErrorCode.CONFLICT,
            `txId ${input.txId} is settled and cannot be rolled back`,
          );
        const now = clock();
        const balance = await postGameMovement(
          tx,
          wallet,
          { kind: 'rollback', vendor: input.vendor, txId: input.txId, amount: bet.amount },
          now,
        );
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
