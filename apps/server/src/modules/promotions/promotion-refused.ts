import { ErrorCode, PromotionKind, PromotionRefusal } from '@lotto/contract';
import type { AnnouncementRow } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { RuleView } from './promotion-state';

/** A promotion without a rule row reads only. */
export const INFO_RULE: RuleView = {
  kind: PromotionKind.info,
  review: false,
  memberTypes: [],
  firstDepositOnly: false,
  periodDays: null,
  takesComment: false,
};

const FORBIDDEN_REASONS: readonly PromotionRefusal[] = [
  PromotionRefusal.not_eligible_type,
  PromotionRefusal.not_first_deposit,
  PromotionRefusal.trial,
];

/** A refusal as a 4xx envelope naming the promotion field and the reason the app words. */
export const refused = (reason: PromotionRefusal) =>
  new HttpError(
    FORBIDDEN_REASONS.includes(reason) ? ErrorCode.FORBIDDEN : ErrorCode.CONFLICT,
    `announcementId: ${reason.replace(/_/g, ' ')}`,
    {
      reason,
      fields: { announcementId: reason.replace(/_/g, ' ') },
      fieldCodes: { announcementId: { code: 'invalid' } },
    },
  );

/** The time a promotion runs. */
export const window = (a: AnnouncementRow) => ({
  startAt: a.startAt,
  endAt: a.endAt,
  noExpiry: a.noExpiry,
});

export interface PromotionMember {
  id: number;
  customerType: number;
  isTrial: boolean;
}
