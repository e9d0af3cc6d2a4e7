import { ErrorCode, type InviteInfoValue, type MerchantConfig } from '@lotto/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { findReferralCode, insertReferralCode, membersRecommendedBy } from './referral.repository';
import { loadMember } from '../accounts/members.service';
import { invitationCodeOf, invitationQrCode } from '../../lib/invitation-codes';
import { fromUnits } from '../../lib/money';
import { referralRewardRule } from '../promotions/promotions.service';
import { referralEnabledFor } from './referral-enabled';
import { referralRewardsOf } from './referral-rewards';
import { taskStates } from './task-state.repository';

const FRIENDS_SHOWN = 100;
/** The registration page's query parameter that pre-fills §5 recommenderId. */
export const RECOMMENDER_PARAM = 'recommenderId';

/** "ab***z": enough for the inviter to recognise a friend. */
export const maskName = (username: string) =>
  username.length <= 3
    ? `${username[0] ?? ''}***`
    : `${username.slice(0, 2)}***${username.slice(-1)}`;

export function createReferralService(db: Db) {
  const codeOf = (id: number, merchantCode: string) =>
    invitationCodeOf(db, findReferralCode, insertReferralCode, {
      id,
      merchantCode,
      what: 'referral code',
    });

  return {
    async invite(memberId: number, merchant: MerchantConfig): Promise<InviteInfoValue> {
      if (!(await referralEnabledFor(db, merchant.code, memberId)))
        throw new HttpError(ErrorCode.FORBIDDEN);
      const code = await codeOf(memberId, merchant.code);
      const link = `https://${merchant.mainDomain}/m/register?${RECOMMENDER_PARAM}=${code}`;
      const qrCode = await invitationQrCode(link);
      const rows = await membersRecommendedBy(db, merchant.code, code, FRIENDS_SHOWN);
      const paid = new Map(
        (await referralRewardsOf(db, memberId)).map((r) => [r.friendId, r.amountUnits]),
      );
      const friends = await Promise.all(
        rows.map(async (f) => {
          const reward = paid.get(f.id);
          return {
            name: maskName(f.username),
            registeredAt: f.createdAt.getTime(),
            stage:
              (await taskStates.first_deposit(db, f.id)) === true
                ? ('first_deposit' as const)
                : ('registered' as const),
            reward:
              reward === undefined ? null : { amount: fromUnits(reward), kind: 'bonus' as const },
          };
        }),
      );
      // The rule a friend's first deposit would pay under now (payReferralReward picks the same).
      const { customerType } = await loadMember(db, memberId);
      const rule = await referralRewardRule(db, merchant.code, customerType, new Date());
      return {
        code,
        link,
        qrCode,
        friends,
        rule: rule
          ? {
              reward: fromUnits(rule.rewardUnits),
              minDeposit: rule.minDepositUnits === null ? null : fromUnits(rule.minDepositUnits),
              turnoverMultiple: rule.turnoverMultiple,
            }
          : null,
      };
    },
  };
}
