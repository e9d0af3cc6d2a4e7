// Plain constants, without zod: the activity center and the server share them.

/** What a promotion lets a member do; the server enforces each kind's rules. */
export const PromotionKind = {
  /** A percentage of the qualifying deposit, up to a cap, with a turnover multiple. */
  deposit_bonus: 'deposit_bonus',
  /** A percentage of the member's losses or stakes over the period. */
  rebate: 'rebate',
  /** A fixed amount, claimed once (per member or per period). */
  reward: 'reward',
  /** Nothing to join: the page reads only. */
  info: 'info',
  /**
   * §6 the REFERRAL promotion: while it runs, the member types it names see invite friends.
   * Nothing to join or claim.
   */
  referral: 'referral',
} as const;
export type PromotionKind = (typeof PromotionKind)[keyof typeof PromotionKind];
/** Kinds a member only reads (and, for referral, that open a page): no join, no claim. */
export const readOnlyPromotionKinds: readonly PromotionKind[] = [
  PromotionKind.info,
  PromotionKind.referral,
];
export const promotionKinds = Object.values(PromotionKind) as PromotionKind[];

/**
 * The stored states of one member's entry (§2.11 labels): join → applying → joined | rejected,
 * or joined at once; claim → process → issued → claimed.
 */
export const PromotionEntryStatus = {
  applying: 'applying',
  joined: 'joined',
  rejected: 'rejected',
  process: 'process',
  issued: 'issued',
  claimed: 'claimed',
} as const;
export type PromotionEntryStatus = (typeof PromotionEntryStatus)[keyof typeof PromotionEntryStatus];
export const promotionEntryStatuses = Object.values(PromotionEntryStatus) as PromotionEntryStatus[];

/** Why a join or a claim was refused: `value.reason` of the 4xx, shown in the player's language. */
export const PromotionRefusal = {
  not_started: 'not_started',
  ended: 'ended',
  info_only: 'info_only',
  already_joined: 'already_joined',
  not_eligible_type: 'not_eligible_type',
  not_first_deposit: 'not_first_deposit',
  trial: 'trial',
  not_joined: 'not_joined',
  not_claimable: 'not_claimable',
  already_claimed: 'already_claimed',
  not_reviewable: 'not_reviewable',
} as const;
export type PromotionRefusal = (typeof PromotionRefusal)[keyof typeof PromotionRefusal];
