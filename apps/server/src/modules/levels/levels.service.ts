import type {
  Language,
  LevelThresholdKind,
  MemberLevelsValue,
  MerchantConfig,
  RewardRecordValue,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { LevelRewardOccasion, MemberLevelRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { localized } from '../../lib/localized';
import { activeLevels } from './active-levels';
import { postInTransaction } from '../ledger/ledger.service';
import { startOfDay } from '../../lib/money-day';
import { fromUnits } from '../../lib/money';
import {
  depositsSince,
  insertRewardOnce,
  levelsOf,
  lockState,
  memberOf,
  rewardsOf,
  setState,
  stateOf,
  turnoverSince,
} from './levels.repository';
import { DAY_MS } from '../../lib/time-zone';

/** The member's level as a column of the accounts module's session read (member info). */
export { levelIdOfMemberColumn } from './levels.repository';

/** The merchant's facts an evaluation needs. */
export interface LevelMerchant {
  code: string;
  currency: string;
  timeZone: string;
}
export const levelMerchantOf = (m: MerchantConfig): LevelMerchant => ({
  code: m.code,
  currency: m.currency.code,
  timeZone: m.timeZone,
});

/** The first instant of a level's period: local midnight `periodDays - 1` days before today. */
export const periodStart = (now: Date, timeZone: string, periodDays: number): Date =>
  startOfDay(new Date(now.getTime() - (periodDays - 1) * DAY_MS), timeZone);

/** What a level's threshold counts for the member over its period, in units. */
function measure(db: Db, memberId: number, now: Date, timeZone: string) {
  const kept = new Map<string, Promise<bigint>>();
  return (level: Pick<MemberLevelRow, 'thresholdKind' | 'periodDays'>) => {
    const key = `${level.thresholdKind}:${level.periodDays}`;
    let amount = kept.get(key);
    if (!amount) {
      const since = periodStart(now, timeZone, level.periodDays);
      amount =
        level.thresholdKind === 'deposits'
          ? depositsSince(db, memberId, since)
          : turnoverSince(db, memberId, since);
      kept.set(key, amount);
    }
    return amount;
  };
}

/** The highest level (levels sorted by rank) whose threshold the member reaches; else the first. */
async function qualifiedLevel(
  levels: MemberLevelRow[],
  amountOf: (l: MemberLevelRow) => Promise<bigint>,
): Promise<MemberLevelRow> {
  for (let i = levels.length - 1; i > 0; i--) {
    const level = levels[i]!;
    if ((await amountOf(level)) >= level.thresholdUnits) return level;
  }
  return levels[0]!;
}

/**
 * Pays one level reward once: the row's primary key (member, occasion, detail) and the ledger's
 * idempotency key both carry it, so a retry or a concurrent evaluation pays nothing more. A reward
 * paid to the bonus balance asks the level's multiple of its amount in turnover before a
 * withdrawal (the row's `turnover_units`, read by money's withdraw rules); cash asks none.
 */
async function payReward(
  tx: Db,
  merchant: LevelMerchant,
  memberId: number,
  level: MemberLevelRow,
  occasion: LevelRewardOccasion,
  detail: string,
  amount: bigint,
  now: Date,
  basisUnits: bigint | null = null,
): Promise<boolean> {
  if (amount <= 0n) return false;
  const turnoverUnits =
    level.rewardKind === 'bonus' ? amount * BigInt(level.bonusTurnoverMultiple) : 0n;
  const fresh = await insertRewardOnce(tx, {
    memberId,
    occasion,
    detail,
    levelId: level.id,
    amountUnits: amount,
    rewardKind: level.rewardKind,
    basisUnits,
    turnoverUnits,
    createdAt: now,
  });
  if (!fresh) return false;
  await postInTransaction(tx, {
    merchantCode: merchant.code,
    currency: merchant.currency,
    kind: LEDGER_KINDS[occasion],
    idempotencyKey: `level:${occasion}:${memberId}:${detail}`,
    reference: `LEVEL-${level.code}`.slice(0, 64),
    memberId,
    metadata: {
      levelId: level.id,
      occasion,
      detail,
      turnover: turnoverUnits.toString(),
      ...(basisUnits === null ? {} : { basis: basisUnits.toString() }),
    },
    now,
    entries: [
      { account: { member: memberId, kind: level.rewardKind }, amount },
      { account: { house: 'bonuses_given' }, amount: -amount },
    ],
  });
  return true;
}

const LEDGER_KINDS: Record<LevelRewardOccasion, string> = {
  level_up: 'level_up_reward',
  birthday: 'birthday_reward',
  rebate: 'level_rebate',
};

/**
 * A day's rebate: turnover × the rate in basis points / 10 000, integer math on units (10^-4),
 * rounded down, then down again to the currency's smallest amount (0.01 for 2 decimals): a member
 * is never paid a fraction the currency cannot show, and never more than the rate.
 */
export function rebateOf(turnoverUnits: bigint, basisPoints: number, minorUnit: bigint): bigint {
  if (turnoverUnits <= 0n || basisPoints <= 0) return 0n;
  const raw = (turnoverUnits * BigInt(basisPoints)) / 10_000n;
  return raw - (raw % minorUnit);
}

/**
 * Pays one member's rebate for one local day of the merchant, at the rate of the level the member
 * holds when the daily run pays it: once per member and day (row key and ledger key
 * `level:rebate:<member>:<day>`). False when nothing was due or it was paid already.
 */
export async function payDailyRebate(
  tx: Db,
  merchant: LevelMerchant,
  levels: MemberLevelRow[],
  memberId: number,
  day: string,
  turnoverUnits: bigint,
  minorUnit: bigint,
  now: Date,
): Promise<boolean> {
  if (levels.length === 0) return false;
  const state = await lockState(tx, memberId, levels[0]!.id, now);
  const level = levels.find((l) => l.id === state.levelId) ?? levels[0]!;
  const amount = rebateOf(turnoverUnits, level.rebateBasisPoints, minorUnit);
  return payReward(tx, merchant, memberId, level, 'rebate', day, amount, now, turnoverUnits);
}

export interface Evaluation {
  from: number;
  to: number;
  rewarded: number[];
}

/**
 * Evaluates the member's level inside the caller's transaction (a credited deposit's, a settled
 * bet's, or the daily job's own). An event only raises a level (`mayLower` false); the daily
 * evaluation sets the level the member qualifies for, lower when the period has moved on.
 * Reaching a level above the one held pays the level-up reward of each level passed, once ever
 * per member and level. Null when the merchant has no active level.
 */
export async function evaluateMemberLevel(
  tx: Db,
  merchant: LevelMerchant,
  memberId: number,
  now: Date,
  mayLower: boolean,
  /** The event's kind: nothing is evaluated when no level counts it. */
  trigger?: LevelThresholdKind,
): Promise<Evaluation | null> {
  const levels = await levelsOf(tx, merchant.code, true);
  if (levels.length === 0) return null;
  if (trigger && !levels.some((l) => l.thresholdKind === trigger)) return null;
  const state = await lockState(tx, memberId, levels[0]!.id, now);
  const heldIndex = Math.max(
    0,
    levels.findIndex((l) => l.id === state.levelId),
  );
  const held = levels[heldIndex]!;
  const qualified = await qualifiedLevel(levels, measure(tx, memberId, now, merchant.timeZone));
  const target = !mayLower && qualified.rank < held.rank ? held : qualified;
  const rewarded: number[] = [];
  if (target.id !== state.levelId) {
    await setState(tx, memberId, { levelId: target.id, reachedAt: now, evaluatedAt: now });
  } else if (mayLower) {
    await setState(tx, memberId, { evaluatedAt: now });
  }
  if (target.rank > held.rank) {
    for (const level of levels) {
      if (level.rank <= held.rank || level.rank > target.rank) continue;
      const paid = await payReward(
        tx,
        merchant,
        memberId,
        level,
        'level_up',
        String(level.id),
        level.levelUpRewardUnits,
        now,
      );
      if (paid) rewarded.push(level.id);
    }
  }
  return { from: held.rank, to: target.rank, rewarded };
}

/** The birthday reward of the member's level, once per member and year. */
export async function payBirthdayReward(
  tx: Db,
  merchant: LevelMerchant,
  memberId: number,
  year: string,
  now: Date,
): Promise<boolean> {
  const levels = await levelsOf(tx, merchant.code, true);
  if (levels.length === 0) return false;
  const state = await lockState(tx, memberId, levels[0]!.id, now);
  const level = levels.find((l) => l.id === state.levelId) ?? levels[0]!;
  return payReward(tx, merchant, memberId, level, 'birthday', year, level.birthdayRewardUnits, now);
}

/** The level the member holds, by name in the language, for member info (§3, §2.12). */
export async function memberLevelLabel(
  db: Db,
  memberId: number,
  language: Language,
  /** The member's merchant when the caller has read it already: one read less. */
  knownMerchantCode?: string,
): Promise<{ rank: number; name: string } | null> {
  const merchantCode = knownMerchantCode ?? (await memberOf(db, memberId))?.merchantCode;
  if (merchantCode === undefined) return null;
  const [levels, state] = await Promise.all([
    activeLevels(db, merchantCode),
    stateOf(db, memberId),
  ]);
  return labelOfLevel(levels, state?.levelId ?? null, language);
}

/**
 * `memberLevelLabel` for a level id read with the member's session (`levelIdOfMemberColumn`):
 * the merchant's levels come from memory, so this reads nothing per call.
 */
export const levelLabelOfState = async (
  db: Db,
  merchantCode: string,
  levelId: number | null,
  language: Language,
) => labelOfLevel(await activeLevels(db, merchantCode), levelId, language);

/** A member without a level row (or with a retired level) holds the lowest. */
function labelOfLevel(levels: MemberLevelRow[], levelId: number | null, language: Language) {
  if (levels.length === 0) return null;
  const level = levels.find((l) => l.id === levelId) ?? levels[0]!;
  return { rank: level.rank, name: localized(level.name, language) };
}

/**
 * The daily withdrawal limits of the member's level; a null field leaves the merchant's own.
 * Null when the merchant has no levels.
 */
export async function levelWithdrawLimits(
  db: Db,
  memberId: number,
): Promise<{ dailyMax: bigint | null; dailyCount: number | null } | null> {
  const member = await memberOf(db, memberId);
  if (!member) return null;
  const levels = await levelsOf(db, member.merchantCode, true);
  if (levels.length === 0) return null;
  const state = await stateOf(db, memberId);
  const level = levels.find((l) => l.id === state?.levelId) ?? levels[0]!;
  return { dailyMax: level.withdrawDailyMaxUnits, dailyCount: level.withdrawDailyCount };
}

/** The level rewards paid to the member, for the reward center (rebates included). */
export async function levelRewardRecords(
  db: Db,
  memberId: number,
  language: Language,
): Promise<RewardRecordValue[]> {
  const rows = await rewardsOf(db, memberId);
  if (rows.length === 0) return [];
  const member = await memberOf(db, memberId);
  const levels = member ? await levelsOf(db, member.merchantCode, false) : [];
  return rows.map((r) => {
    const level = levels.find((l) => l.id === r.levelId);
    return {
      source: r.occasion,
      // A level-up: the level's name; a birthday: the year; a rebate: the local day it was for.
      detail: r.occasion !== 'level_up' ? r.detail : level ? localized(level.name, language) : '',
      points: 0,
      money: { amount: fromUnits(r.amountUnits), kind: r.rewardKind },
      claimedAt: r.createdAt.getTime(),
    };
  });
}

const amountText = (units: bigint | null) => (units === null ? null : fromUnits(units));

export function createLevelsService(db: Db, clock: Clock) {
  return {
    /** §2.1 /m/member/benefits. */
    async levels(
      memberId: number,
      merchant: MerchantConfig,
      language: Language,
    ): Promise<MemberLevelsValue> {
      const now = clock();
      const levels = await levelsOf(db, merchant.code, true);
      const base = { timeZone: merchant.timeZone };
      if (levels.length === 0) return { ...base, levels: [], currentRank: null, progress: null };
      const state = await stateOf(db, memberId);
      const held = levels.find((l) => l.id === state?.levelId) ?? levels[0]!;
      const next = levels.find((l) => l.rank > held.rank);
      const amountOf = measure(db, memberId, now, merchant.timeZone);
      return {
        ...base,
        levels: levels.map((l) => ({
          rank: l.rank,
          code: l.code,
          name: localized(l.name, language),
          thresholdKind: l.thresholdKind,
          threshold: fromUnits(l.thresholdUnits),
          periodDays: l.periodDays,
          rebateBasisPoints: l.rebateBasisPoints,
          withdrawDailyMax: amountText(l.withdrawDailyMaxUnits),
          withdrawDailyCount: l.withdrawDailyCount,
          birthdayReward: fromUnits(l.birthdayRewardUnits),
          levelUpReward: fromUnits(l.levelUpRewardUnits),
          rewardKind: l.rewardKind,
          bonusTurnoverMultiple: l.bonusTurnoverMultiple,
        })),
        currentRank: held.rank,
        progress: next
          ? {
              nextRank: next.rank,
              thresholdKind: next.thresholdKind,
              periodDays: next.periodDays,
              amount: fromUnits(await amountOf(next)),
              threshold: fromUnits(next.thresholdUnits),
            }
          : null,
      };
    },
  };
}
