import {
  ContentType,
  MemberType,
  type AnnouncementsQuery,
  type AnnouncementsValue,
  type HotMatch,
  type Language,
  type PromotionKind,
  type PromotionStatus,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { AnnouncementRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/http-error';
import { localized } from '../../lib/localized';
import {
  findAnnouncement,
  insertRead,
  listAnnouncements,
  listHotMatches,
  readIds,
} from './content.repository';
import { sanitizeContent } from '../../lib/sanitize';
import { bannerUrlIn } from '../../lib/media-urls';

/** A match stays on the home carousel while it is being played, about this long after kick-off. */
export const HOT_MATCH_SHOWN_AFTER_KICKOFF_MS = 2 * 60 * 60 * 1000;

/** Each promotion's status and kind for a member (the promotions module answers). */
export type PromotionStatusesOf = (
  rows: AnnouncementRow[],
  memberId: number | null,
) => Promise<Map<number, PromotionListing>>;

/** What the promotion list shows of a promotion's rule for one member. */
export interface PromotionListing {
  status: PromotionStatus;
  kind: PromotionKind;
  takesComment: boolean;
}

// eslint-disable-next-line max-lines-per-function -- the content service's method table (hot matches, announcements, markRead) over one db, clock and promotion statuses; each is linted on its own, the longest (announcements) 63 lines
export function createContentService(db: Db, clock: Clock, statusesOf: PromotionStatusesOf) {
  async function hot(merchantCode: string): Promise<HotMatch[]> {
    const from = new Date(clock().getTime() - HOT_MATCH_SHOWN_AFTER_KICKOFF_MS);
    return (await listHotMatches(db, merchantCode, from)).map((m) => ({
      vendor: m.vendorCode,
      roomId: m.roomId,
      nodeId: m.nodeId,
      matchTime: m.matchTime.getTime(),
      homeTeam: m.homeTeam,
      awayTeam: m.awayTeam,
      homeTeamImageUrl: m.homeTeamImageUrl,
      awayTeamImageUrl: m.awayTeamImageUrl,
      league: m.league,
    }));
  }

  return {
    hot,

    /** §3 groups: banners, player notices, popups, promotions and hot matches, by the asked types. */
    async announcements(
      merchantCode: string,
      q: AnnouncementsQuery,
      memberId: number | null,
      language: Language,
    ): Promise<AnnouncementsValue> {
      const now = clock();
      const stored = q.types.filter((t): t is Exclude<ContentType, 'H'> => t !== ContentType.HOT);
      const rows = await listAnnouncements(db, merchantCode, stored, q.groupName, now);
      const read =
        memberId === null
          ? new Set<number>()
          : await readIds(
              db,
              memberId,
              rows.map((r) => r.id),
            );
      const base = (r: AnnouncementRow) => ({
        id: r.id,
        announcementId: r.id,
        title: localized(r.title, language),
        content: sanitizeContent(localized(r.content, language)),
        read: read.has(r.id),
      });
      const value: AnnouncementsValue = {
        banners: [],
        player: [],
        popup: [],
        promotion: [],
        hot: [],
      };
      const promos = q.types.includes(ContentType.PROMOTION)
        ? await statusesOf(
            rows.filter((r) => r.type === ContentType.PROMOTION),
            memberId,
          )
        : new Map<number, PromotionListing>();
      for (const r of rows) {
        if (r.type === ContentType.BANNER && r.imageUrl)
          value.banners.push({ ...base(r), url: bannerUrlIn(r.imageUrl, language) });
        else if (r.type === ContentType.PLAYER) value.player.push(base(r));
        else if (r.type === ContentType.POPUP) value.popup.push(base(r));
        else if (r.type === ContentType.PROMOTION) {
          const images =
            r.images.length > 0 ? r.images : r.imageUrl ? [{ url: r.imageUrl, sequence: 1 }] : [];
          value.promotion.push({
            ...base(r),
            startDate: r.startAt.getTime(),
            endDate: r.noExpiry ? null : (r.endAt?.getTime() ?? null),
            noExpiry: r.noExpiry ? 1 : 0,
            announcementImages: images,
            promoAnnouncementCategoryIds: r.categoryIds,
            read: read.has(r.id),
            status: promos.get(r.id)?.status ?? 'join',
            kind: promos.get(r.id)?.kind ?? 'info',
            linkUrl: r.linkUrl,
            takesComment: promos.get(r.id)?.takesComment ?? false,
          });
        }
      }
      if (q.types.includes(ContentType.HOT)) value.hot = await hot(merchantCode);
      return value;
    },

    /** §4 read marks; §6 type 4 members do not mark read, so their call changes nothing. */
    async markRead(
      merchantCode: string,
      member: { id: number; customerType: number },
      announcementId: number,
    ): Promise<null> {
      if (!(await findAnnouncement(db, merchantCode, announcementId)))
        throw notFound(`No announcement ${announcementId}`);
      if (member.customerType === MemberType.TYPE_4) return null;
      await insertRead(db, member.id, announcementId, clock());
      return null;
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
