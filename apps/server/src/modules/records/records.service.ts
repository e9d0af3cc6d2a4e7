import type {
  BetRecordsValue,
  MerchantConfig,
  ProfitLossValue,
  RecordRange,
  RecordTotals,
  TransactionRecordsValue,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { fromUnits } from '../wallet/money';
import { recordPeriod } from './record-range';
import {
  betTotals,
  betTotalsByDayAndType,
  listBetsIn,
  listEntriesIn,
  memberAccountIds,
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
    ): Promise<BetRecordsValue> {
      const period = periodOf(merchant, q);
      const filter = { memberId, period, gameType: q.gameType, vendor: q.vendor };
      const [rows, totals] = await Promise.all([
        listBetsIn(db, filter, (q.pageNo - 1) * q.pageSize, q.pageSize + 1),
        betTotals(db, filter),
      ]);
      return {
        list: rows.slice(0, q.pageSize).map((b) => ({
          id: b.id,
          vendor: b.vendorCode,
          gameType: b.gameType,
          gameName: b.gameName,
          txId: b.vendorTxId,
          stake: fromUnits(b.amount),
          win: b.win === null ? null : fromUnits(b.win),
          status: b.status,
          createdAt: b.createdAt.getTime(),
        })),
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
      const accountIds = await memberAccountIds(db, memberId);
      const rows =
        accountIds.length === 0
          ? []
          : await listEntriesIn(
              db,
              { accountIds, period, kind: q.kind },
              (q.pageNo - 1) * q.pageSize,
              q.pageSize + 1,
            );
      return {
        list: rows.slice(0, q.pageSize).map((e) => ({
          id: e.id,
          kind: e.kind,
          account: e.account,
          amount: fromUnits(e.amount),
          balanceAfter: fromUnits(e.balanceAfter),
          state: 'completed' as const,
          reference: e.reference,
          demoCredit: e.metadata?.demoCredit === true,
          createdAt: e.createdAt.getTime(),
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
      const rows = await betTotalsByDayAndType(db, { memberId, period });
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
