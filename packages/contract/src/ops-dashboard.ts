import { z } from 'zod';
import { defineOperation } from './operation';
import { ANY_OPERATOR } from './ops-fields';

/** Merchant days the dashboard shows: today and the 29 days before it. */
export const DASHBOARD_DAYS = 30;

const count = z.number().int().min(0);
/** A decimal amount in the merchant's currency, 4 decimals as the wallet keeps it ("1500.0000"). */
const amount = z.string();

const dashboardFigures = {
  /** Members who registered (trial players left out). */
  registrations: count,
  /** Sign-ins by username or SMS that started a session (the login at registration left out). */
  logins: count,
  /** Members whose first credited deposit was credited that day. */
  firstDeposits: count,
  /** Credited deposits, by the time they were credited. */
  deposits: count,
  depositAmount: amount,
  /** Withdrawals paid out, by the time they were marked paid. */
  withdrawals: count,
  withdrawalAmount: amount,
  /** Real-money bets placed (trial play and rolled-back bets left out). */
  bets: count,
  stake: amount,
  /** What those bets won so far (an open bet has won nothing yet). */
  win: amount,
  /** Gross gaming revenue: stake − win. */
  ggr: amount,
};

export const dashboardDay = z
  .object({ day: z.iso.date(), ...dashboardFigures })
  .meta({ id: 'OpsDashboardDay' });
export type DashboardDay = z.infer<typeof dashboardDay>;

export const dashboard = z
  .object({
    /** The merchant's time zone: each day runs from its midnight to the next. */
    timeZone: z.string(),
    currency: z.string(),
    /** Today in the merchant's time zone (YYYY-MM-DD), the last of `days`. */
    today: z.iso.date(),
    /** DASHBOARD_DAYS days, oldest first, every day present (zeros included). */
    days: z.array(dashboardDay),
    /** The sums over `days`. */
    totals: z.object(dashboardFigures),
  })
  .meta({ id: 'OpsDashboard' });
export type Dashboard = z.infer<typeof dashboard>;

export const opsDashboard = defineOperation({
  operationId: 'opsDashboard',
  method: 'GET',
  path: '/ops/dashboard',
  summary: "Today and the last 30 days in the merchant's time zone: members, money, bets, GGR",
  tags: ['ops'],
  auth: 'operator',
  roles: ANY_OPERATOR,
  response: dashboard,
});
