// Plain constants of the engagement calls, without zod.

/** Novice tasks: each checks the member's real state and rewards once, when claimed. */
export const NOVICE_TASK_CODES = [
  'prove_mobile',
  'payment_password',
  'first_deposit',
  'first_bet',
  'add_favourite',
] as const;
export type NoviceTaskCode = (typeof NOVICE_TASK_CODES)[number];

/** Why points moved: earned (sign-in, task, adjustment up), spent (mall), expired. */
export const POINTS_REASONS = [
  'sign_in',
  'novice_task',
  'mall_redeem',
  'adjustment',
  'expired',
] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];

/** Where a reward of the reward center came from. */
/**
 * Member-level rewards (level_up, birthday, rebate) and invitation rewards (referral: a friend's
 * first deposit) are money: their record carries the amount.
 */
export const REWARD_SOURCES = [
  'sign_in',
  'novice_task',
  'level_up',
  'birthday',
  'rebate',
  'referral',
] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];
