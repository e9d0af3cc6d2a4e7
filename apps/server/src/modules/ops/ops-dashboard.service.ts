import { DASHBOARD_DAYS, type Dashboard, type DashboardDay } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { DAY_MS, zoneOffsetMs } from '../../lib/time-zone';
import { fromUnits } from '../../lib/money';
import { dashboardRows } from './ops-dashboard.repository';

/** Today's date in the zone, YYYY-MM-DD. */
export function merchantToday(now: Date, timeZone: string): string {
  return new Date(now.getTime() + zoneOffsetMs(now.getTime(), timeZone)).toISOString().slice(0, 10);
}

/** `count` calendar days ending with `last`, oldest first. */
const daysEndingWith = (last: string, count: number): string[] => {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(end - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
};

interface Sums {
  registrations: number;
  logins: number;
  firstDeposits: number;
  deposits: number;
  depositAmount: bigint;
  withdrawals: number;
  withdrawalAmount: bigint;
  bets: number;
  stake: bigint;
  win: bigint;
}

const zero = (): Sums => ({
  registrations: 0,
  logins: 0,
  firstDeposits: 0,
  deposits: 0,
  depositAmount: 0n,
  withdrawals: 0,
  withdrawalAmount: 0n,
  bets: 0,
  stake: 0n,
  win: 0n,
});

const add = (a: Sums, b: Sums): Sums => ({
  registrations: a.registrations + b.registrations,
  logins: a.logins + b.logins,
  firstDeposits: a.firstDeposits + b.firstDeposits,
  deposits: a.deposits + b.deposits,
  depositAmount: a.depositAmount + b.depositAmount,
  withdrawals: a.withdrawals + b.withdrawals,
  withdrawalAmount: a.withdrawalAmount + b.withdrawalAmount,
  bets: a.bets + b.bets,
  stake: a.stake + b.stake,
  win: a.win + b.win,
});

const figures = (s: Sums): Omit<DashboardDay, 'day'> => ({
  registrations: s.registrations,
  logins: s.logins,
  firstDeposits: s.firstDeposits,
  deposits: s.deposits,
  depositAmount: fromUnits(s.depositAmount),
  withdrawals: s.withdrawals,
  withdrawalAmount: fromUnits(s.withdrawalAmount),
  bets: s.bets,
  stake: fromUnits(s.stake),
  win: fromUnits(s.win),
  ggr: fromUnits(s.stake - s.win),
});

/** The console's home page: per merchant day, from the members, login, money and bet tables. */
export function createOpsDashboardService(db: Db, clock: Clock) {
  return {
    async dashboard(merchant: {
      code: string;
      timeZone: string;
      currency: { code: string };
    }): Promise<Dashboard> {
      const today = merchantToday(clock(), merchant.timeZone);
      const days = daysEndingWith(today, DASHBOARD_DAYS);
      const rows = await dashboardRows(db, {
        merchantCode: merchant.code,
        timeZone: merchant.timeZone,
        from: days[0]!,
        to: today,
      });
      const byDay = new Map(days.map((d) => [d, zero()]));
      const at = (day: string) => byDay.get(day);
      for (const r of rows.registrations) {
        const s = at(r.day);
        if (s) s.registrations += r.n;
      }
      for (const r of rows.logins) {
        const s = at(r.day);
        if (s) s.logins += r.n;
      }
      for (const r of rows.credited) {
        const s = at(r.day);
        if (!s) continue;
        s.deposits += r.n;
        s.firstDeposits += r.first;
        s.depositAmount += BigInt(r.amount);
      }
      for (const r of rows.paid) {
        const s = at(r.day);
        if (!s) continue;
        s.withdrawals += r.n;
        s.withdrawalAmount += BigInt(r.amount);
      }
      for (const r of rows.placed) {
        const s = at(r.day);
        if (!s) continue;
        s.bets += r.n;
        s.stake += BigInt(r.stake);
        s.win += BigInt(r.win);
      }
      const total = [...byDay.values()].reduce(add, zero());
      return {
        timeZone: merchant.timeZone,
        currency: merchant.currency.code,
        today,
        days: days.map((day) => ({ day, ...figures(byDay.get(day)!) })),
        totals: figures(total),
      };
    },
  };
}
export type OpsDashboardService = ReturnType<typeof createOpsDashboardService>;
