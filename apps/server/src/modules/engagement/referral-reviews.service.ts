import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import {
  ErrorCode,
  type OpsReferralReview,
  type ReferralHoldReason,
  type ReferralRewardStatus,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import { members, referralRewards } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { fieldError, HttpError } from '../../lib/http-error';
import type { MerchantService } from '../merchant/merchant.service';
import { recordAudit, type Actor } from '../audit/audit.service';
import { fromUnits } from '../../lib/money';
import { postReferralReward } from './referral-rewards';

/** Held rewards listed at once: a backlog past it is worked oldest first. */
const HELD_LISTED = 200;
/** Decided rewards listed under the held ones, newest first, for a look back. */
const DECIDED_LISTED = 50;

const inviters = alias(members, 'inviters');

/** Finance and the owner pay or refuse invitation rewards held for review. */
// eslint-disable-next-line max-lines-per-function -- the referral review queue: its row query and view, then list and decide over them; each is linted on its own, decide (one transaction) 55 lines
export function createReferralReviewsService(
  db: Db,
  clock: Clock,
  merchants: MerchantService,
  /**
   * Issue 34: which of these members are on a time-out or self-exclusion (the protection module
   * answers, handed in by the app): a held reward is not paid to or for them meanwhile.
   */
  marketingStopped: (
    tx: Db,
    merchantCode: string,
    memberIds: number[],
  ) => Promise<number[]> = async () => [],
) {
  /** Rewards with both usernames; each caller adds its own where (a second where replaces). */
  const rows = (on: Db) =>
    on
      .select({
        r: referralRewards,
        friendUsername: members.username,
        inviterUsername: inviters.username,
      })
      .from(referralRewards)
      .innerJoin(members, eq(members.id, referralRewards.friendId))
      .innerJoin(inviters, eq(inviters.id, referralRewards.inviterId))
      .$dynamic();

  const view = (row: Awaited<ReturnType<typeof rows>>[number]): OpsReferralReview => ({
    friendId: row.r.friendId,
    friendUsername: row.friendUsername,
    inviterId: row.r.inviterId,
    inviterUsername: row.inviterUsername,
    amount: fromUnits(row.r.amountUnits),
    deposit: fromUnits(row.r.depositUnits),
    status: row.r.status,
    holdReasons: (row.r.holdReasons ?? []) as ReferralHoldReason[],
    createdAt: row.r.createdAt.getTime(),
    decidedAt: row.r.decidedAt?.getTime() ?? null,
    decidedBy: row.r.decidedBy,
  });

  return {
    async list(merchantCode: string): Promise<OpsReferralReview[]> {
      const held = await rows(db)
        .where(
          and(eq(referralRewards.merchantCode, merchantCode), eq(referralRewards.status, 'held')),
        )
        .orderBy(asc(referralRewards.createdAt))
        .limit(HELD_LISTED);
      const decided = await rows(db)
        .where(
          and(eq(referralRewards.merchantCode, merchantCode), isNotNull(referralRewards.decidedAt)),
        )
        .orderBy(desc(referralRewards.decidedAt))
        .limit(DECIDED_LISTED);
      return [...held, ...decided].map(view);
    },

    /** Pays (once, through the ledger) or refuses a held reward, audited in the same transaction. */
    async decide(actor: Actor, friendId: number, action: 'pay' | 'reject') {
      const merchant = await merchants.get(actor.merchantCode);
      if (!merchant) throw new HttpError(ErrorCode.NOT_FOUND);
      const now = clock();
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(referralRewards)
          .where(
            and(
              eq(referralRewards.friendId, friendId),
              eq(referralRewards.merchantCode, actor.merchantCode),
            ),
          )
          .for('update');
        if (!before) throw fieldError('friendId', 'no such reward', ErrorCode.NOT_FOUND);
        if (before.status !== 'held') throw new HttpError(ErrorCode.WRONG_STATE);
        if (
          action === 'pay' &&
          (await marketingStopped(tx, actor.merchantCode, [before.inviterId, friendId])).length > 0
        )
          throw new HttpError(
            ErrorCode.WRONG_STATE,
            'The inviter or the friend is on a time-out or self-exclusion: the reward waits until it ends',
          );
        const status: ReferralRewardStatus = action === 'pay' ? 'paid' : 'rejected';
        const decidedBy = `operator:${actor.username ?? actor.operatorId ?? '?'}`;
        await tx
          .update(referralRewards)
          .set({ status, decidedBy, decidedAt: now })
          .where(eq(referralRewards.friendId, friendId));
        if (status === 'paid') {
          await postReferralReward(tx, {
            merchantCode: actor.merchantCode,
            currency: merchant.currency.code,
            inviterId: before.inviterId,
            friendId,
            announcementId: before.announcementId,
            amount: before.amountUnits,
            turnover: before.turnoverUnits,
            now,
          });
        }
        await recordAudit(tx, actor, {
          action: `referral_reward.${action}`,
          targetType: 'referral_reward',
          targetId: friendId,
          before: { status: before.status, holdReasons: before.holdReasons },
          after: { status, amount: fromUnits(before.amountUnits), inviterId: before.inviterId },
        });
        const [after] = await rows(tx).where(eq(referralRewards.friendId, friendId));
        if (!after) throw new HttpError(ErrorCode.NOT_FOUND);
        return view(after);
      });
    },
  };
}
