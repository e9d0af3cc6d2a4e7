import {
  PromotionEntryStatus,
  PromotionKind,
  PromotionRefusal,
  PromotionStatus,
  readOnlyPromotionKinds,
} from '@lotto/contract';
import { DAY_MS } from '../../lib/time-zone';

/** Information and the REFERRAL promotion: nothing to join or claim. */
const readsOnly = (rule: RuleView) => readOnlyPromotionKinds.includes(rule.kind);

/** The parts of a promotion and of one member's entry that decide what the member may do. */
export interface PromotionWindow {
  startAt: Date;
  endAt: Date | null;
  noExpiry: boolean;
}
export interface RuleView {
  kind: PromotionKind;
  review: boolean;
  memberTypes: number[];
  firstDepositOnly: boolean;
  periodDays: number | null;
  /** §5 joining asks for a comment. */
  takesComment: boolean;
}
export interface EntryView {
  status: PromotionEntryStatus;
  depositUnits: bigint | null;
}
export interface MemberView {
  customerType: number;
  isTrial: boolean;
}

export const hasStarted = (p: PromotionWindow, now: Date) => p.startAt <= now;
export const hasEnded = (p: PromotionWindow, now: Date) =>
  !p.noExpiry && p.endAt !== null && p.endAt <= now;

/** 0 for once per member; else the number of the period (of periodDays from the start) now is in. */
export const periodOf = (p: PromotionWindow, rule: RuleView, now: Date): number =>
  rule.periodDays === null
    ? 0
    : Math.max(0, Math.floor((now.getTime() - p.startAt.getTime()) / (rule.periodDays * DAY_MS)));

/** When the period `period` began (the rebate counts bets from there). */
export const periodStart = (p: PromotionWindow, rule: RuleView, period: number): Date =>
  rule.periodDays === null
    ? p.startAt
    : new Date(p.startAt.getTime() + period * rule.periodDays * DAY_MS);

/**
 * A joined entry can be claimed: a reward at once, a rebate at once (it counts the period so far),
 * a deposit bonus once its qualifying deposit is recorded.
 */
export const claimable = (rule: RuleView, entry: EntryView): boolean =>
  entry.status === PromotionEntryStatus.joined &&
  (rule.kind !== PromotionKind.deposit_bonus || (entry.depositUnits ?? 0n) > 0n);

/** The §2.11 label a member sees for a promotion, from its window, its rule and their entry. */
export function displayStatus(
  p: PromotionWindow,
  rule: RuleView,
  entry: EntryView | null,
  now: Date,
): PromotionStatus {
  if (!hasStarted(p, now)) return PromotionStatus.coming_soon;
  const ended = hasEnded(p, now);
  if (entry === null || readsOnly(rule))
    return ended ? PromotionStatus.close : PromotionStatus.join;
  switch (entry.status) {
    case PromotionEntryStatus.joined:
      if (ended) return PromotionStatus.close;
      return claimable(rule, entry) ? PromotionStatus.claim : PromotionStatus.joined;
    case PromotionEntryStatus.applying:
      return ended ? PromotionStatus.close : PromotionStatus.applying;
    default:
      return entry.status;
  }
}

/** Why this member may not join now, or null when they may. */
export function joinRefusal(
  p: PromotionWindow,
  rule: RuleView,
  member: MemberView,
  entry: EntryView | null,
  hasDeposited: boolean,
  now: Date,
): PromotionRefusal | null {
  if (!hasStarted(p, now)) return PromotionRefusal.not_started;
  if (hasEnded(p, now)) return PromotionRefusal.ended;
  if (readsOnly(rule)) return PromotionRefusal.info_only;
  if (entry !== null) return PromotionRefusal.already_joined;
  if (member.isTrial) return PromotionRefusal.trial;
  if (!rule.memberTypes.includes(member.customerType)) return PromotionRefusal.not_eligible_type;
  if (rule.firstDepositOnly && hasDeposited) return PromotionRefusal.not_first_deposit;
  return null;
}

/** Why this entry may not be claimed now, or null when it may. */
export function claimRefusal(
  p: PromotionWindow,
  rule: RuleView,
  entry: EntryView | null,
  now: Date,
): PromotionRefusal | null {
  if (!hasStarted(p, now)) return PromotionRefusal.not_started;
  if (readsOnly(rule)) return PromotionRefusal.info_only;
  if (hasEnded(p, now)) return PromotionRefusal.ended;
  if (entry === null || entry.status === PromotionEntryStatus.applying)
    return PromotionRefusal.not_joined;
  if (entry.status === PromotionEntryStatus.rejected) return PromotionRefusal.not_joined;
  if (entry.status !== PromotionEntryStatus.joined) return PromotionRefusal.already_claimed;
  if (!claimable(rule, entry)) return PromotionRefusal.not_claimable;
  return null;
}

/** The entry's status right after a join: applying when an operator reviews it, else joined. */
export const statusAfterJoin = (rule: RuleView): PromotionEntryStatus =>
  rule.review ? PromotionEntryStatus.applying : PromotionEntryStatus.joined;

/** Basis points of a rate: 10000 is 100%. */
export const BP = 10_000n;

/**
 * The bonus one claim pays, in wallet units: a deposit bonus is its rate of the deposit, a rebate
 * its rate of the losses or stakes, both capped; a reward its amount.
 */
export function bonusOf(
  rule: RuleView & { rateBp: number; capUnits: bigint | null; rewardUnits: bigint | null },
  basisUnits: bigint,
): bigint {
  if (rule.kind === PromotionKind.reward) return rule.rewardUnits ?? 0n;
  if (readsOnly(rule)) return 0n;
  const raw = basisUnits > 0n ? (basisUnits * BigInt(rule.rateBp)) / BP : 0n;
  return rule.capUnits !== null && raw > rule.capUnits ? rule.capUnits : raw;
}
