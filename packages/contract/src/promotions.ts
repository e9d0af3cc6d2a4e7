import { z } from 'zod';
import { ContentType, promotionStatuses } from './enums';
import {
  bodyRecordId,
  codeText,
  epochMs,
  link,
  merchantCode,
  noValue,
  recordId,
  tokenField,
} from './fields';
import { defineOperation } from './operation';
import { promotionKinds } from './promotion-kinds';

/** Announcements, banners, popups, promotions and hot matches: the content of §2.3 and §2.11. */
const tags = ['promotions'];

const contentTypes = Object.values(ContentType);
const TYPES_PATTERN = new RegExp(
  `^(?:${contentTypes.join('|')})(?:,(?:${contentTypes.join('|')}))*$`,
);

/** §7 types=B,PL,PU: a comma-separated list, handed on as a list. */
const typesField = z
  .string({ error: 'types is required' })
  .regex(TYPES_PATTERN, `types must be a comma-separated list of ${contentTypes.join(', ')}`)
  .transform((s) => [...new Set(s.split(','))] as ContentType[]);

const platformM = z.literal('M', { error: "platform must be 'M'" }).default('M');

/** What announcements and promotions both carry. */
const announcementFields = {
  id: recordId,
  announcementId: recordId,
  title: z.string().max(200),
  /** HTML, sanitised by the server before it is stored. */
  content: z.string().max(100_000),
};

/** §3 announcement (player notice or popup). */
export const announcement = z
  .object({ ...announcementFields, read: z.boolean() })
  .meta({ id: 'Announcement' });
export type Announcement = z.infer<typeof announcement>;

/** §3 banner: an announcement with its image url (§2.3 carousel). */
export const banner = announcement.extend({ url: link }).meta({ id: 'Banner' });
export type Banner = z.infer<typeof banner>;

/** §3 promotion; dates are epoch ms, endDate null when noExpiry is 1 ('long term', §2.11). */
export const promotion = z
  .object({
    ...announcementFields,
    startDate: epochMs,
    endDate: epochMs.nullable(),
    noExpiry: z.union([z.literal(0), z.literal(1)]),
    /** §2.11 the list shows the image with sequence 1. */
    announcementImages: z.array(z.object({ url: link, sequence: z.number().int() })),
    promoAnnouncementCategoryIds: z.array(recordId),
    read: z.boolean(),
    /** The member's status (§2.11); a visitor sees join, coming_soon or close. */
    status: z.enum(promotionStatuses),
    /** What the promotion lets a member do; info promotions have no action. */
    kind: z.enum(promotionKinds),
    /** The go-to button's target (§2.11), a path of the app or an https address. */
    linkUrl: link.nullable(),
    /** §5 joining asks for a comment of at most COMMENT_MAX_LENGTH characters. */
    takesComment: z.boolean(),
  })
  .meta({ id: 'Promotion' });
export type Promotion = z.infer<typeof promotion>;

/** §3 hot match; matchTime is epoch ms (shown as DD/MM HH:mm, §2.3). */
export const hotMatch = z
  .object({
    vendor: codeText,
    roomId: codeText.nullable(),
    nodeId: recordId,
    matchTime: epochMs,
    homeTeam: z.string().max(100),
    awayTeam: z.string().max(100),
    homeTeamImageUrl: link.nullable(),
    awayTeamImageUrl: link.nullable(),
    league: z.string().max(100),
  })
  .meta({ id: 'HotMatch' });
export type HotMatch = z.infer<typeof hotMatch>;

/** §7 home asks types B,PL,PU with groupName m_home; registration B with m_reg; promotions PR. */
export const announcementsQuery = z.object({
  types: typesField,
  merchantCode: merchantCode('merchantCode').optional(),
  platform: platformM,
  token: tokenField,
  groupName: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,32}$/, 'groupName must be 1-32 letters, digits or _')
    .optional(),
});
export type AnnouncementsQuery = z.infer<typeof announcementsQuery>;
export type AnnouncementsInput = z.input<typeof announcementsQuery>;

/** §3 groups; a group whose type was not asked for is empty. */
export const announcementsValue = z
  .object({
    banners: z.array(banner),
    player: z.array(announcement),
    popup: z.array(announcement),
    promotion: z.array(promotion),
    hot: z.array(hotMatch),
  })
  .meta({ id: 'Announcements' });
export type AnnouncementsValue = z.infer<typeof announcementsValue>;

export const announcements = defineOperation({
  operationId: 'announcements',
  method: 'GET',
  path: '/wps/announcements',
  summary:
    'Banners, notices, popups, promotions and hot matches by type; read flags need a session (§2.3, §2.11, §3, §7). Path chosen: /wps/announcements',
  tags,
  auth: 'optional',
  query: announcementsQuery,
  response: announcementsValue,
});

export const markAnnouncementReadBody = z
  .object({
    announcementId: bodyRecordId('announcementId'),
    read: z.literal(true, { error: 'read must be true' }),
  })
  .meta({ id: 'MarkAnnouncementReadBody' });
export type MarkAnnouncementReadInput = z.input<typeof markAnnouncementReadBody>;

export const markAnnouncementRead = defineOperation({
  operationId: 'markAnnouncementRead',
  method: 'POST',
  path: '/wps/announcements/read',
  summary:
    'Mark an announcement or promotion read (§4, §7). Path chosen: POST /wps/announcements/read; type 4 members are not to call it (§6)',
  tags,
  auth: 'member',
  body: markAnnouncementReadBody,
  response: noValue,
});

export const hotMatchQuery = z.object({
  types: z.literal('H', { error: "types must be 'H'" }).default('H'),
  platform: platformM,
  merchantCode: merchantCode('merchantCode').optional(),
});
export type HotMatchInput = z.input<typeof hotMatchQuery>;

export const hotMatchValue = z.object({ hot: z.array(hotMatch) }).meta({ id: 'HotMatches' });
export type HotMatchValue = z.infer<typeof hotMatchValue>;

export const hotMatchOp = defineOperation({
  operationId: 'hotMatch',
  method: 'GET',
  path: '/wps/announcements/hotmatch',
  summary:
    'Hot matches for the home banner and popup, soonest first (§2.3, §3, §7). Path chosen: /wps/announcements/hotmatch',
  tags,
  auth: 'none',
  query: hotMatchQuery,
  response: hotMatchValue,
});
