import {
  ErrorCode,
  type Language,
  type MerchantConfig,
  type RewardRecordValue,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { levelRewardRecords } from '../levels/levels.service';
import { addDays, localDateOf } from '../../lib/local-date';
import { noviceTasksOn } from './novice-task-switches';
import { claimsOf } from './novice-tasks.repository';
import { allSignIns, findSignIn } from './sign-in.repository';
import { streakPointsOf } from './sign-in.service';
import { fromUnits } from '../../lib/money';
import { referralRewardsOf } from './referral-rewards';
import { maskName } from './referral.service';
import { taskStates } from './task-state.repository';

const LATEST_SIGN_INS = 60;

/** §2.1: the reward center exists only when the merchant's whitelabel flag is on. */
export const rewardCenterEnabled = (merchant: MerchantConfig) =>
  merchant.whitelabel.REWARDCENTER3 === true;

export function createRewardsService(db: Db, clock: Clock) {
  return {
    async rewards(memberId: number, merchant: MerchantConfig, language: Language) {
      if (!rewardCenterEnabled(merchant)) throw new HttpError(ErrorCode.FORBIDDEN);
      const signIns = await allSignIns(db, memberId, LATEST_SIGN_INS);
      const claims = await claimsOf(db, memberId);
      const earned: RewardRecordValue[] = [
        ...signIns.map((s) => ({
          source: 'sign_in' as const,
          detail: s.localDate,
          points: s.points,
          claimedAt: s.createdAt.getTime(),
        })),
        ...claims.map((c) => ({
          source: 'novice_task' as const,
          detail: c.task,
          points: c.points,
          claimedAt: c.createdAt.getTime(),
        })),
        ...(await levelRewardRecords(db, memberId, language)),
        // §6 invitation rewards: the friend's masked name and the bonus paid for them.
        ...(await referralRewardsOf(db, memberId)).map((r) => ({
          source: 'referral' as const,
          detail: maskName(r.username),
          points: 0,
          money: { amount: fromUnits(r.amountUnits), kind: 'bonus' as const },
          claimedAt: r.createdAt.getTime(),
        })),
      ].sort((a, b) => (b.claimedAt ?? 0) - (a.claimedAt ?? 0));

      const toClaim: RewardRecordValue[] = [];
      const today = localDateOf(clock(), merchant.timeZone);
      if (!(await findSignIn(db, memberId, today))) {
        const yesterday = await findSignIn(db, memberId, addDays(today, -1));
        const points = streakPointsOf(
          merchant.engagement.signInStreakPoints,
          (yesterday?.streak ?? 0) + 1,
        );
        toClaim.push({ source: 'sign_in', detail: today, points, claimedAt: null });
      }
      const claimed = new Set(claims.map((c) => c.task));
      for (const task of noviceTasksOn(merchant.engagement)) {
        if (claimed.has(task) || (await taskStates[task](db, memberId)) !== true) continue;
        const points = merchant.engagement.noviceTaskPoints[task];
        toClaim.push({ source: 'novice_task', detail: task, points, claimedAt: null });
      }
      return { earned, toClaim };
    },
  };
}
