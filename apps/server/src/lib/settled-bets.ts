import { and, eq, type SQL } from 'drizzle-orm';
import { bets } from '../db/schema';

/**
 * The vendor bets that meet `which` and count as turnover: settled, with real money (a trial
 * member's play money never counts). Member levels and promotions' rebates both sum them.
 */
export const settledRealBets = (...which: SQL[]) =>
  and(eq(bets.status, 'settled'), eq(bets.play, false), ...which);
