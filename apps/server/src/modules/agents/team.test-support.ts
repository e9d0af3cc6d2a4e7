import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  agentRebateRates,
  bets,
  lotteryOrders,
  lotterySubOrders,
  members,
  wallets,
  type LotterySubOrderState,
} from '../../db/schema';
import { placeUnder } from './hierarchy.service';

/** Tests of issue 32's rebates and team reports: members, lines and bets written directly. */
export const units = (whole: number | string) => {
  const [w, f = ''] = String(whole).split('.');
  return BigInt(w!) * 10_000n + BigInt(f.padEnd(4, '0').slice(0, 4) || '0');
};

export function teamFixture(db: Db, merchantCode: string, currency: string, prefix: string) {
  let seq = 0;
  const walletOf = new Map<number, number>();

  async function member(
    name: string,
    customerType: number,
    uplineId: number | null,
    rates: Record<string, number> = {},
  ): Promise<number> {
    const [row] = await db
      .insert(members)
      .values({ merchantCode, username: `${prefix}${name}`, passwordHash: 'x', customerType })
      .returning();
    if (uplineId !== null) await placeUnder(db, merchantCode, row!.id, uplineId, 'upline');
    const entries = Object.entries(rates);
    if (entries.length > 0)
      await db
        .insert(agentRebateRates)
        .values(entries.map(([category, rateBp]) => ({ memberId: row!.id, category, rateBp })));
    return row!.id;
  }

  async function wallet(memberId: number): Promise<number> {
    const known = walletOf.get(memberId);
    if (known) return known;
    const existing = await db
      .select({ id: wallets.id })
      .from(wallets)
      .where(and(eq(wallets.memberId, memberId), eq(wallets.currency, currency)));
    const id =
      existing[0]?.id ??
      (
        await db
          .insert(wallets)
          .values({ memberId, merchantCode, currency })
          .returning({ id: wallets.id })
      )[0]!.id;
    walletOf.set(memberId, id);
    return id;
  }

  /** A vendor bet; settled ones settle at `settledAt` (default: when placed). */
  async function bet(
    memberId: number,
    stake: number | string,
    opts: {
      win?: number | string | null;
      status?: 'open' | 'settled' | 'rolled_back';
      gameType?: string | null;
      createdAt: Date;
      settledAt?: Date;
      play?: boolean;
      vendor?: string;
    },
  ): Promise<number> {
    seq++;
    const status = opts.status ?? 'settled';
    const [row] = await db
      .insert(bets)
      .values({
        merchantCode,
        memberId,
        walletId: await wallet(memberId),
        vendorCode: opts.vendor ?? 'DEMO',
        vendorTxId: `${prefix}-${seq}`,
        gameName: 'Team game',
        gameType: opts.gameType === undefined ? 'RNG' : opts.gameType,
        amount: units(stake),
        win: status === 'open' ? null : units(opts.win ?? 0),
        status,
        play: opts.play ?? false,
        createdAt: opts.createdAt,
        settledAt: status === 'settled' ? (opts.settledAt ?? opts.createdAt) : null,
      })
      .returning({ id: bets.id });
    return row!.id;
  }

  /**
   * A lottery order placed at `createdAt` with one sub-order per entry of `subs` on draw `numero`;
   * won and lost ones settle at `settledAt` (default: when placed).
   */
  async function lotteryOrder(
    memberId: number,
    gameCode: string,
    createdAt: Date,
    subs: {
      stake: number | string;
      status: LotterySubOrderState;
      win?: number | string;
      settledAt?: Date;
      numero?: string;
    }[],
    opts: { play?: boolean } = {},
  ): Promise<number> {
    seq++;
    const [order] = await db
      .insert(lotteryOrders)
      .values({
        merchantCode,
        memberId,
        gameCode,
        currency,
        play: opts.play ?? false,
        totalStake: subs.reduce((s, sub) => s + units(sub.stake), 0n),
        ledgerKey: `${prefix}-lottery-${seq}`,
        createdAt,
      })
      .returning({ id: lotteryOrders.id });
    for (const sub of subs) {
      const settled = sub.status === 'won' || sub.status === 'lost';
      await db.insert(lotterySubOrders).values({
        orderId: order!.id,
        merchantCode,
        memberId,
        gameCode,
        numero: sub.numero ?? '20260101001',
        drawTime: createdAt,
        lockAt: createdAt,
        betType: 'TEST',
        numbers: ['1'],
        units: ['1'],
        stakePerUnit: units(sub.stake),
        stake: units(sub.stake),
        odds: '2',
        status: sub.status,
        win: settled ? units(sub.win ?? 0) : null,
        settledAt: settled ? (sub.settledAt ?? createdAt) : null,
      });
    }
    return order!.id;
  }

  return { member, bet, lotteryOrder };
}
