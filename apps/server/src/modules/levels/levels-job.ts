import type { Db } from '../../db/client';
import { databaseJob } from '../../lib/repeating-job';
import { addDays, localDateOf } from '../../lib/local-date';
import { lotterySettledStakes } from '../lottery/lottery-turnover';
import { startOfDay } from '../../lib/money-day';
import { currencyMinorUnit } from '../../lib/money';
import { expireMerchantPoints } from '../engagement/points-expiry';
import {
  allMerchants,
  claimDailyRun,
  lastRunDate,
  levelsOf,
  membersBornOn,
  membersToEvaluate,
  realMembersAmong,
  settledStakesByMember,
  tryLevelsLock,
} from './levels.repository';
import {
  evaluateMemberLevel,
  levelMerchantOf,
  payBirthdayReward,
  payDailyRebate,
  type LevelMerchant,
  periodStart,
} from './levels.service';
import { DAY_MS } from '../../lib/time-zone';

/** How often each instance looks whether a merchant's new local day has begun. */
export const LEVELS_JOB_INTERVAL_MS = 60_000;
/** Advisory-lock key of the daily level job ("LEVELS" folded into an int4), the same everywhere. */
export const LEVELS_LOCK_KEY = 0x1e7e_15;

export interface DailyRun {
  merchantCode: string;
  localDate: string;
  evaluated: number;
  birthdays: number;
  /** Rebates paid, for the local days before this one. */
  rebates: number;
  pointsExpired: number;
}

/** A day the job missed (no instance ran) is still paid, up to this many days back. */
const REBATE_CATCH_UP_DAYS = 7;

/** The first instant of the local day `back` days before the day that starts at `todayStart`. */
const dayStartBefore = (todayStart: Date, back: number, timeZone: string): Date =>
  back === 0
    ? todayStart
    : startOfDay(new Date(todayStart.getTime() - back * DAY_MS + DAY_MS / 2), timeZone);

/**
 * Rebates of the local days from the day after the last run (at most REBATE_CATCH_UP_DAYS back;
 * only yesterday on the first run) to yesterday: each real member's settled real-money stakes of
 * the day (vendor bets and lottery sub-orders, counted on the day they settle) at the rate of the
 * level held. Returns how many were paid.
 */
async function payRebates(
  tx: Db,
  merchant: LevelMerchant,
  levels: Awaited<ReturnType<typeof levelsOf>>,
  previous: string | null,
  today: string,
  minorUnit: bigint,
  now: Date,
): Promise<number> {
  if (!levels.some((l) => l.rebateBasisPoints > 0)) return 0;
  const todayStart = startOfDay(now, merchant.timeZone);
  let back = 1;
  if (previous !== null) {
    while (back < REBATE_CATCH_UP_DAYS && addDays(today, -back - 1) >= previous) back++;
  }
  let paid = 0;
  for (; back >= 1; back--) {
    const from = dayStartBefore(todayStart, back, merchant.timeZone);
    const to = dayStartBefore(todayStart, back - 1, merchant.timeZone);
    const day = localDateOf(from, merchant.timeZone);
    const turnover = await settledStakesByMember(tx, merchant.code, from, to);
    for (const [id, stake] of await lotterySettledStakes(tx, merchant.code, from, to)) {
      turnover.set(id, (turnover.get(id) ?? 0n) + stake);
    }
    for (const id of await realMembersAmong(tx, merchant.code, [...turnover.keys()])) {
      const stakes = turnover.get(id)!;
      if (await payDailyRebate(tx, merchant, levels, id, day, stakes, minorUnit, now)) paid++;
    }
  }
  return paid;
}

/**
 * Once per local day of each merchant (its time zone): every member who holds a level or moved
 * money within the longest period is evaluated again (levels may go down as the period moves on),
 * members born on this day get their level's birthday reward (once a year), the days before
 * this one pay their rebates (payRebates), and points older
 * than the merchant's `engagement.pointsExpiryDays` expire. One transaction
 * per merchant under the advisory lock, with the day's marker: the day runs once, whole or not at
 * all, whichever instance gets there first.
 */
export async function runDailyLevels(db: Db, now: Date): Promise<DailyRun[]> {
  const runs: DailyRun[] = [];
  for (const { code, config } of await allMerchants(db)) {
    const merchant = levelMerchantOf(config);
    const run = await db.transaction(async (tx): Promise<DailyRun | null> => {
      if (!(await tryLevelsLock(tx, LEVELS_LOCK_KEY))) return null;
      const levels = await levelsOf(tx, code, true);
      const expiryDays = config.engagement.pointsExpiryDays;
      if (levels.length === 0 && expiryDays === null) return null;
      const today = localDateOf(now, merchant.timeZone);
      const previous = await lastRunDate(tx, code);
      if (!(await claimDailyRun(tx, code, today, now))) return null;
      let ids: number[] = [];
      let birthdays = 0;
      let rebates = 0;
      if (levels.length > 0) {
        // Before the day's evaluation: the rate is that of the level held through the day paid.
        const minorUnit = currencyMinorUnit(config.currency.decimals);
        rebates = await payRebates(tx, merchant, levels, previous, today, minorUnit, now);
        const longest = Math.max(...levels.map((l) => l.periodDays));
        ids = await membersToEvaluate(tx, code, periodStart(now, merchant.timeZone, longest));
        for (const id of ids) await evaluateMemberLevel(tx, merchant, id, now, true);
        for (const id of await membersBornOn(tx, code, today.slice(5))) {
          if (await payBirthdayReward(tx, merchant, id, today.slice(0, 4), now)) birthdays++;
        }
      }
      const pointsExpired =
        expiryDays === null ? 0 : await expireMerchantPoints(tx, code, expiryDays, now, today);
      return {
        merchantCode: code,
        localDate: today,
        evaluated: ids.length,
        birthdays,
        rebates,
        pointsExpired,
      };
    });
    if (run) runs.push(run);
  }
  return runs;
}

/** Runs runDailyLevels every minute until stopped; a failed round is logged and tried again. */
export const startLevelsJob = databaseJob(
  LEVELS_JOB_INTERVAL_MS,
  'member level round failed',
  async (db, clock, log) => {
    for (const r of await runDailyLevels(db, clock()))
      log.info(r, 'member levels evaluated for the day');
  },
);
