import type {
  BetRecordsValue,
  Language,
  MerchantConfig,
  ProfitLossValue,
  RecordRange,
  RecordTotals,
  TransactionRecordsValue,
} from '@lotto/contract';
import { TransactionKind, textLanguageOf } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { BetStatus } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { fromUnits } from '../../lib/money';
import { recordPeriod } from './record-range';

const listedKinds = new Set<string>(Object.values(TransactionKind));
/**
 * The ledger keeps a movement's kind as text; every writer posts one the contract lists (which
 * the app words). One it does not list reads as an adjustment rather than failing the page.
 */
const listedKind = (kind: string): TransactionKind =>
  listedKinds.has(kind) ? (kind as TransactionKind) : TransactionKind.adjustment;
import { localized } from '../../lib/localized';
import {
  LOTTERY_RECORD_VENDOR,
  betRecordsIn,
  lotteryTotalsByDay,
  betTotalsByDayAndType,
  entryRecordsIn,
} from './records.repository';

interface RangeInput {
  range: RecordRange;
  from?: string | undefined;
  to?: string | undefined;
}
interface PageInput {
  pageNo: number;
  pageSize: number;
}

const totalsOf = (t: { count: number; stake: string; win: string }): RecordTotals => {
  const stake = BigInt(t.stake);
  const win = BigInt(t.win);
  return {
    count: t.count,
    stake: fromUnits(stake),
    win: fromUnits(win),
    net: fromUnits(win - stake),
  };
};

const addTotals = (a: { count: number; stake: string; win: string }, b: typeof a) => ({
  count: a.count + b.count,
  stake: String(BigInt(a.stake) + BigInt(b.stake)),
  win: String(BigInt(a.win) + BigInt(b.win)),
});

// eslint-disable-next-line max-lines-per-function -- the member's three record reports (bets, transactions, profitLoss) sharing periodOf; each is linted on its own, the longest (bets) 53 lines
export function createRecordsService(db: Db, clock: Clock) {
  const periodOf = (merchant: MerchantConfig, q: RangeInput) => {
    const days = recordPeriod(q, merchant.timeZone, clock());
    return { ...days, timeZone: merchant.timeZone };
  };

  return {
    async bets(
      merchant: MerchantConfig,
      memberId: number,
      q: RangeInput & PageInput & { gameType?: string | undefined; vendor?: string | undefined },
      language: Language = textLanguageOf(merchant.languages.default),
    ): Promise<BetRecordsValue> {
      const period = periodOf(merchant, q);
      const filter = { memberId, period, gameType: q.gameType, vendor: q.vendor };
      // The vendor bets and the lottery sub-orders, merged newest first (each read up to the page).
      const upTo = q.pageNo * q.pageSize + 1;
      const { vendorRows, lotteryRows, vendorTotals, lotteryTotals } = await betRecordsIn(
        db,
        filter,
        upTo,
      );
      const totals = addTotals(vendorTotals, lotteryTotals);
      const merged = [
        ...vendorRows.map((b) => ({
          id: Number(b.id),
          vendor: b.vendorCode,
          gameType: b.gameType,
          gameName: b.gameName,
          txId: b.vendorTxId,
          stake: fromUnits(BigInt(b.amount)),
          win: b.win === null ? null : fromUnits(BigInt(b.win)),
          status: b.status as BetStatus,
          createdAt: Number(b.createdAt),
        })),
        ...lotteryRows.map((sub) => ({
          id: Number(sub.id),
          vendor: LOTTERY_RECORD_VENDOR,
          gameType: 'LOTT',
          gameName: `${sub.name ? localized(sub.name, language, sub.gameCode) : sub.gameCode} ${sub.numero}`,
          txId: `L${sub.orderId}-${sub.id}`,
          stake: fromUnits(BigInt(sub.stake)),
          win: sub.win === null ? null : fromUnits(BigInt(sub.win)),
          status:
            sub.status === 'open'
              ? ('open' as const)
              : sub.status === 'cancelled' || sub.status === 'refunded'
                ? ('rolled_back' as const)
                : ('settled' as const),
          createdAt: Number(sub.createdAt),
        })),
      ].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
      const rows = merged.slice((q.pageNo - 1) * q.pageSize);
      return {
        list: rows.slice(0, q.pageSize),
        hasMore: rows.length > q.pageSize,
        totals: totalsOf(totals),
        period: { from: period.from, to: period.to },
      };
    },

    async transactions(
      merchant: MerchantConfig,
      memberId: number,
      q: RangeInput & PageInput & { kind?: string | undefined },
    ): Promise<TransactionRecordsValue> {
      const period = periodOf(merchant, q);
      // Each account's entries up to the page (one statement), merged newest first (as the bets
      // and sub-orders).
      const upTo = q.pageNo * q.pageSize + 1;
      const rows = (await entryRecordsIn(db, { memberId, period, kind: q.kind }, upTo))
        .map((e) => ({ ...e, id: Number(e.id), createdAt: Number(e.createdAt) }))
        .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
        .slice((q.pageNo - 1) * q.pageSize);
      return {
        list: rows.slice(0, q.pageSize).map((e) => ({
          id: e.id,
          kind: listedKind(e.kind),
          account: e.account,
          amount: fromUnits(BigInt(e.amount)),
          // A member account's entry always has it (only house entries have none).
          balanceAfter: fromUnits(BigInt(e.balanceAfter ?? '0')),
          state: 'completed' as const,
          reference: e.reference,
          demoCredit: e.metadata?.demoCredit === true,
          createdAt: e.createdAt,
        })),
        hasMore: rows.length > q.pageSize,
        period: { from: period.from, to: period.to },
      };
    },

    async profitLoss(
      merchant: MerchantConfig,
      memberId: number,
      q: RangeInput,
    ): Promise<ProfitLossValue> {
      const period = periodOf(merchant, q);
      const [vendorRows, lotteryRows] = await Promise.all([
        betTotalsByDayAndType(db, { memberId, period }),
        lotteryTotalsByDay(db, { memberId, period }),
      ]);
      const rows = [...vendorRows, ...lotteryRows];
      const zero = { count: 0, stake: '0', win: '0' };
      let total = zero;
      const types = new Map<string, typeof zero>();
      const days = new Map<string, { total: typeof zero; types: Map<string, typeof zero> }>();
      for (const r of rows) {
        total = addTotals(total, r);
        types.set(r.gameType, addTotals(types.get(r.gameType) ?? zero, r));
        const d = days.get(r.day) ?? { total: zero, types: new Map() };
        d.total = addTotals(d.total, r);
        d.types.set(r.gameType, r);
        days.set(r.day, d);
      }
      const byType = (m: Map<string, typeof zero>) =>
        [...m].map(([gameType, t]) => ({ gameType, ...totalsOf(t) }));
      return {
        period: { from: period.from, to: period.to },
        total: totalsOf(total),
        byGameType: byType(types),
        days: [...days].map(([date, d]) => ({
          date,
          total: totalsOf(d.total),
          byGameType: byType(d.types),
        })),
      };
    },
  };
}
export type RecordsService = ReturnType<typeof createRecordsService>;
