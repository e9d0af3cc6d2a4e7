import type { Language } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { localized } from '../../lib/localized';
import { loadMember } from '../accounts/members.service';
import {
  deletePromotionCategory,
  opsPromotionCategories,
  savePromotionCategory,
} from './promotion-categories';
import type { PromotionDeps } from './promotion-deps';
import { promotionEntries, reviewPromotionEntry } from './promotion-entries-review';
import { claimPromotion, joinPromotion, promotionStatuses } from './promotion-join-claim';
import { opsPromotions } from './promotion-ops-list';
import { recordPromotionDeposit, recordPromotionTurnover } from './promotion-progress';
import { savePromotion } from './promotion-save';
import { categoriesOf, liveReferralRules } from './promotions.repository';
import { bindUseCases } from '../../lib/use-cases';

export { type PromotionMember } from './promotion-refused';

/**
 * §6: the invite shows only if the REFERRAL promotion is enabled for the member: a promotion of
 * the referral kind that is switched on, has started and not ended, and names the member's type.
 * Trial accounts never invite.
 */
export async function referralEnabledForMember(
  db: Db,
  merchantCode: string,
  memberId: number,
  now: Date,
): Promise<boolean> {
  const member = await loadMember(db, memberId);
  if (member.isTrial) return false;
  const live = await liveReferralRules(db, merchantCode, now);
  return live.some((r) => r.memberTypes.includes(member.customerType));
}

/**
 * §6 invitation rewards: the REFERRAL rule running at `now` that pays an inviter of this member
 * type for a friend's first deposit (the first by id that names the type and has a reward), or
 * null. `db` may be a transaction: the deposit's credit reads it inside its own.
 */
export async function referralRewardRule(
  db: Db,
  merchantCode: string,
  customerType: number,
  now: Date,
) {
  const live = await liveReferralRules(db, merchantCode, now);
  const rule = live.find(
    (r) => r.memberTypes.includes(customerType) && r.rewardUnits !== null && r.rewardUnits > 0n,
  );
  return rule?.rewardUnits
    ? {
        announcementId: rule.announcementId,
        rewardUnits: rule.rewardUnits,
        minDepositUnits: rule.minDepositUnits,
        turnoverMultiple: rule.turnoverMultiple,
      }
    : null;
}

/**
 * The promotions: a member joins and claims (promotion-join-claim.ts), deposits and bets move
 * them on (promotion-progress.ts), the console edits them, their categories and entries.
 */
export function createPromotionsService(db: Db, clock: Clock) {
  const deps: PromotionDeps = { db, clock };
  const bound = bindUseCases(deps);

  return {
    /** §6 the invite-friends entries show only while this is true for the member. */
    referralEnabled(merchantCode: string, memberId: number) {
      return referralEnabledForMember(db, merchantCode, memberId, clock());
    },

    async categories(merchantCode: string, language: Language) {
      return (await categoriesOf(db, merchantCode)).map((c) => ({
        id: c.id,
        name: localized(c.name, language),
      }));
    },

    statuses: bound(promotionStatuses),
    join: bound(joinPromotion),
    claim: bound(claimPromotion),
    recordDeposit: bound(recordPromotionDeposit),
    recordTurnover: bound(recordPromotionTurnover),
    opsCategories: bound(opsPromotionCategories),
    saveCategory: bound(savePromotionCategory),
    deleteCategory: bound(deletePromotionCategory),
    opsList: bound(opsPromotions),
    save: bound(savePromotion),
    entries: bound(promotionEntries),
    review: bound(reviewPromotionEntry),
  };
}
export type PromotionsService = ReturnType<typeof createPromotionsService>;
