import {
  MemberType,
  PROMOTION_DATE_FORMAT,
  readOnlyPromotionKinds,
  type Promotion,
  type PromotionStatus,
  type ZoneOffset,
} from '@lotto/contract';
import { formatMerchantTime } from '@/lib/merchant-time';

/** §9 DD/MM/YYYY in the merchant's time zone. */
export const formatPromotionDate = (epochMs: number, offsets: readonly ZoneOffset[]): string =>
  formatMerchantTime(epochMs, offsets, PROMOTION_DATE_FORMAT);

/** §2.11 "DD/MM/YYYY - DD/MM/YYYY", or null when noExpiry is 1 (the 'long term' label). */
export const dateRangeOf = (p: Promotion, offsets: readonly ZoneOffset[]): string | null =>
  p.noExpiry === 1 || p.endDate === null
    ? null
    : `${formatPromotionDate(p.startDate, offsets)} - ${formatPromotionDate(p.endDate, offsets)}`;

/** §2.11 the list shows the image with sequence 1. */
export const listImageOf = (p: Promotion): string | null =>
  p.announcementImages.find((i) => i.sequence === 1)?.url ?? null;

/** The action a status lets a member take; the other statuses are labels. */
export const actionOf = (p: Promotion): 'join' | 'claim' | null =>
  readOnlyPromotionKinds.includes(p.kind)
    ? null
    : p.status === 'join'
      ? 'join'
      : p.status === 'claim'
        ? 'claim'
        : null;

/** Information-only promotions show no status label. */
export const statusLabelShown = (p: Promotion): PromotionStatus | null =>
  readOnlyPromotionKinds.includes(p.kind) && p.status !== 'coming_soon' && p.status !== 'close'
    ? null
    : p.status;

/** §6 type 4 members do not mark promotions read; visitors have no marks. */
export const marksRead = (memberType: number | null | undefined, loggedIn: boolean): boolean =>
  loggedIn && memberType !== MemberType.TYPE_4;

export const inCategory = (p: Promotion, categoryId: number | null): boolean =>
  categoryId === null || p.promoAnnouncementCategoryIds.includes(categoryId);
