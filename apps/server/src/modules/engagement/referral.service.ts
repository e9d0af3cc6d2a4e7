import { randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import { ErrorCode, type InviteInfoValue, type MerchantConfig } from '@lotto/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { findReferralCode, insertReferralCode, membersRecommendedBy } from './referral.repository';
import { loadMember } from '../accounts/members.service';
import { fromUnits } from '../../lib/money';
import { referralRewardRule } from '../promotions/promotions.service';
import { referralEnabledFor } from './referral-enabled';
import { referralRewardsOf } from './referral-rewards';
import { taskStates } from './task-state.repository';

/** No 0/O or 1/I: a code is read aloud and typed from a screenshot. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const CODE_TRIES = 5;
const FRIENDS_SHOWN = 100;
/** The registration page's query parameter that pre-fills §5 recommenderId. */
export const RECOMMENDER_PARAM = 'recommenderId';

const drawCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(
    '',
  );

/** "ab***z": enough for the inviter to recognise a friend. */
export const maskName = (username: string) =>
  username.length <= 3
    ? `${username[0] ?? ''}***`
    : `${username.slice(0, 2)}***${username.slice(-1)}`;

export function createReferralService(db: Db) {
  async function codeOf(memberId: number, merchantCode: string): Promise<string> {
    const existing = await findReferralCode(db, memberId);
    if (existing) return existing;
    for (let i = 0; i < CODE_TRIES; i++) {
      if (await insertReferralCode(db, { memberId, merchantCode, code: drawCode() }))
        return (await findReferralCode(db, memberId))!;
      // Either the code was taken or the member's row was written by a concurrent call.
      const raced = await findReferralCode(db, memberId);
      if (raced) return raced;
    }
    throw new Error(`no free referral code for member ${memberId}`);
  }

  return {
    async invite(memberId: number, merchant: MerchantConfig): Promise<InviteInfoValue> {
      if (!(await referralEnabledFor(db, merchant.code, memberId)))
        throw new HttpError(ErrorCode.FORBIDDEN);
      const code = await codeOf(memberId, merchant.code);
      const link = `https://${merchant.mainDomain}/m/register?${RECOMMENDER_PARAM}=${code}`;
      const qrCode = await QRCode.toDataURL(link, {
        errorCorrectionLevel: 'M',
        margin: 2,
        width: 240,
      });
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
