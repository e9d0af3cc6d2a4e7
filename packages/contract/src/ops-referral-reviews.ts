import { z } from 'zod';
import { epochMs, recordId } from './fields';
import { defineOperation } from './operation';
import { closedObject, decisionFields } from './ops-fields';

const tags = ['ops', 'finance'];

/** A reward held for review is money: finance and the owner decide it. */
const REVIEWERS = ['owner', 'finance'] as const;

/**
 * An invitation reward is held (not paid) when inviter and friend share a login
 * address, a payee name or a bank account; a reviewer then pays or refuses it.
 */
export const REFERRAL_REWARD_STATUSES = ['paid', 'held', 'rejected'] as const;
export type ReferralRewardStatus = (typeof REFERRAL_REWARD_STATUSES)[number];
export const REFERRAL_HOLD_REASONS = ['address', 'payeeName', 'bankAccount'] as const;
export type ReferralHoldReason = (typeof REFERRAL_HOLD_REASONS)[number];

export const opsReferralReview = z
  .object({
    friendId: recordId,
    friendUsername: z.string(),
    inviterId: recordId,
    inviterUsername: z.string(),
    amount: z.string(),
    deposit: z.string(),
    status: z.enum(REFERRAL_REWARD_STATUSES),
    holdReasons: z.array(z.enum(REFERRAL_HOLD_REASONS)),
    createdAt: epochMs,
    ...decisionFields,
  })
  .meta({ id: 'OpsReferralReview' });
export type OpsReferralReview = z.infer<typeof opsReferralReview>;

export const opsReferralReviews = defineOperation({
  operationId: 'opsReferralReviews',
  method: 'GET',
  path: '/ops/finance/referral-rewards',
  summary: 'Invitation rewards held for review, oldest first, and the last ones decided',
  tags,
  auth: 'operator',
  roles: REVIEWERS,
  response: z.array(opsReferralReview),
});

export const opsReferralDecide = defineOperation({
  operationId: 'opsReferralDecide',
  method: 'POST',
  path: '/ops/finance/referral-rewards/decide',
  summary: 'Pay (once) or refuse an invitation reward held for review; audited',
  tags,
  auth: 'operator',
  roles: REVIEWERS,
  body: closedObject({
    friendId: z
      .number({ error: 'friendId must be a number' })
      .int()
      .positive()
      .max(2 ** 53 - 1),
    action: z.enum(['pay', 'reject'], { error: 'action must be pay or reject' }),
  }).meta({ id: 'OpsReferralDecideBody' }),
  response: opsReferralReview,
});
