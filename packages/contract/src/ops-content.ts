import { z } from 'zod';
import { bodyRecordId, bodyWholeNumber, epochMs } from './fields';
import { INT4_MAX, text } from './input-bounds';
import { defineOperation } from './operation';
import { siteOrHttpsLink } from './link-fields';
import { closedObject } from './ops-fields';

/**
 * Content: banners (B), player notices (PL, the home notice ticker), popups (PU) in their
 * groups, and hot matches. The player app reads the same tables through §7 announcement and hot
 * match calls.
 */
const tags = ['ops'];

/** Content is written by content operators and owners; read-only operators may look. */
const CONTENT_READERS = ['owner', 'content', 'read_only'] as const;
const CONTENT_WRITERS = ['owner', 'content'] as const;

export const OPS_CONTENT_TYPES = ['B', 'PL', 'PU'] as const;
export type OpsContentType = (typeof OPS_CONTENT_TYPES)[number];
/** §3 group names the app asks for: the home page and the registration page. */
export const OPS_CONTENT_GROUPS = ['m_home', 'm_reg'] as const;

/** Upload limit of a banner image: 5 MB before encoding. */
export const BANNER_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** The image types a banner may be uploaded as. */
export const BANNER_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Base64 of 5 MB, plus the data-URL prefix. */
const BANNER_UPLOAD_MAX_CHARS = Math.ceil(BANNER_UPLOAD_MAX_BYTES / 3) * 4 + 64;

export const CONTENT_TITLE_MAX = 200;
export const CONTENT_HTML_MAX = 20_000;
const URL_MAX = 2048;

/** HTML may hold line breaks and tabs; every other control character is refused. */
const HTML_PATTERN =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]*$/u;

const titleOf = (field: string) =>
  text(field)
    .trim()
    .max(CONTENT_TITLE_MAX, `${field} must be at most ${CONTENT_TITLE_MAX} characters`);
const htmlOf = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .max(CONTENT_HTML_MAX, `${field} must be at most ${CONTENT_HTML_MAX} characters`)
    .regex(HTML_PATTERN, `${field} must not contain control characters`);

/** An image the server stores (/media/…) or an https address. */
const imageUrl = text('imageUrl')
  .max(URL_MAX, `imageUrl must be at most ${URL_MAX} characters`)
  .regex(/^(?:\/media\/|https:\/\/)[^\s]*$/, 'imageUrl must start with /media/ or https://');

const isoTime = (field: string) =>
  text(field)
    .max(40, `${field} must be at most 40 characters`)
    .pipe(z.iso.datetime({ offset: true, error: `${field} must be a date and time` }));

const sortOrder = bodyWholeNumber('sortOrder', INT4_MAX);

export const contentItem = z
  .object({
    id: z.number().int(),
    type: z.enum(OPS_CONTENT_TYPES),
    groupName: z.string().nullable(),
    titleTh: z.string(),
    titleEn: z.string(),
    contentTh: z.string(),
    contentEn: z.string(),
    imageUrl: z.string().nullable(),
    linkUrl: z.string().nullable(),
    startAt: epochMs,
    endAt: epochMs.nullable(),
    sortOrder: z.number().int(),
    enabled: z.boolean(),
    updatedAt: epochMs,
  })
  .meta({ id: 'OpsContentItem' });
export type ContentItem = z.infer<typeof contentItem>;

export const contentListQuery = closedObject({
  type: z.enum(OPS_CONTENT_TYPES, { error: 'type must be one of B, PL, PU' }).optional(),
});

export const opsContentList = defineOperation({
  operationId: 'opsContentList',
  method: 'GET',
  path: '/ops/content',
  summary: 'Banners, notices (the ticker) and popups, live or not',
  tags,
  auth: 'operator',
  roles: CONTENT_READERS,
  query: contentListQuery,
  response: z.object({ list: z.array(contentItem) }).meta({ id: 'OpsContentList' }),
});

export const contentSaveBody = closedObject({
  /** The row to change; without it, a new one. */
  id: bodyRecordId('id').optional(),
  type: z.enum(OPS_CONTENT_TYPES, { error: 'type must be one of B, PL, PU' }),
  groupName: z.enum(OPS_CONTENT_GROUPS, { error: 'groupName must be m_home or m_reg' }),
  titleTh: titleOf('titleTh').min(1, 'titleTh is required'),
  titleEn: titleOf('titleEn').min(1, 'titleEn is required'),
  contentTh: htmlOf('contentTh').default(''),
  contentEn: htmlOf('contentEn').default(''),
  imageUrl: imageUrl.nullable().default(null),
  linkUrl: siteOrHttpsLink('linkUrl').nullable().default(null),
  startAt: isoTime('startAt'),
  endAt: isoTime('endAt').nullable().default(null),
  sortOrder: sortOrder.default(0),
  enabled: z.boolean({ error: 'enabled must be true or false' }).default(true),
})
  .superRefine((v, ctx) => {
    if (v.type === 'B' && !v.imageUrl)
      ctx.addIssue({
        code: 'custom',
        path: ['imageUrl'],
        message: 'imageUrl is required for a banner',
      });
    if (v.endAt !== null && Date.parse(v.endAt) <= Date.parse(v.startAt))
      ctx.addIssue({ code: 'custom', path: ['endAt'], message: 'endAt must be after startAt' });
  })
  .meta({ id: 'OpsContentSaveBody' });
export type ContentSaveBody = z.output<typeof contentSaveBody>;

export const opsContentSave = defineOperation({
  operationId: 'opsContentSave',
  method: 'POST',
  path: '/ops/content',
  summary: 'Create or change a banner, notice or popup (HTML is sanitised)',
  tags,
  auth: 'operator',
  roles: CONTENT_WRITERS,
  body: contentSaveBody,
  response: contentItem,
});

export const bannerUploadBody = closedObject({
  /** data:image/png;base64,… (or jpeg, webp), at most 5 MB of image. */
  image: z
    .string({ error: 'image is required' })
    .max(BANNER_UPLOAD_MAX_CHARS, 'image must be at most 5 MB')
    .regex(
      /^data:image\/[a-z]+;base64,[A-Za-z0-9+/]*={0,2}$/,
      'image must be a PNG, JPEG or WebP file',
    ),
}).meta({ id: 'OpsBannerUploadBody' });

export const opsBannerUpload = defineOperation({
  operationId: 'opsBannerUpload',
  method: 'POST',
  path: '/ops/content/banner-images',
  summary: "Upload a banner image (PNG, JPEG or WebP, at most 5 MB), resized to the app's sizes",
  tags,
  auth: 'operator',
  roles: CONTENT_WRITERS,
  body: bannerUploadBody,
  response: z
    .object({ url: z.string(), width: z.number().int(), height: z.number().int() })
    .meta({ id: 'OpsBannerUploaded' }),
});

export const hotMatchItem = z
  .object({
    id: z.number().int(),
    vendorCode: z.string(),
    nodeId: z.number().int(),
    matchTime: epochMs,
    homeTeam: z.string(),
    awayTeam: z.string(),
    league: z.string(),
    enabled: z.boolean(),
  })
  .meta({ id: 'OpsHotMatch' });
export type HotMatchItem = z.infer<typeof hotMatchItem>;

export const opsHotMatches = defineOperation({
  operationId: 'opsHotMatches',
  method: 'GET',
  path: '/ops/content/hot-matches',
  summary: 'Hot matches of the home carousel',
  tags,
  auth: 'operator',
  roles: CONTENT_READERS,
  response: z.object({ list: z.array(hotMatchItem) }).meta({ id: 'OpsHotMatchList' }),
});

const teamName = (field: string) =>
  text(field)
    .trim()
    .min(1, `${field} is required`)
    .max(80, `${field} must be at most 80 characters`);

export const hotMatchSaveBody = closedObject({
  id: bodyRecordId('id').optional(),
  vendorCode: text('vendorCode').regex(
    /^[A-Z0-9_]{2,16}$/,
    'vendorCode must be 2-16 capital letters, digits or _',
  ),
  nodeId: bodyRecordId('nodeId'),
  matchTime: isoTime('matchTime'),
  homeTeam: teamName('homeTeam'),
  awayTeam: teamName('awayTeam'),
  league: teamName('league'),
  enabled: z.boolean({ error: 'enabled must be true or false' }).default(true),
}).meta({ id: 'OpsHotMatchSaveBody' });
export type HotMatchSaveBody = z.output<typeof hotMatchSaveBody>;

export const opsHotMatchSave = defineOperation({
  operationId: 'opsHotMatchSave',
  method: 'POST',
  path: '/ops/content/hot-matches',
  summary: 'Create or change a hot match',
  tags,
  auth: 'operator',
  roles: CONTENT_WRITERS,
  body: hotMatchSaveBody,
  response: hotMatchItem,
});
