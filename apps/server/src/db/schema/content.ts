import { boolean, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import type { ContentType } from '@lotto/contract';
import { integerIdAndMerchant, timestamptz, updatedAt } from '../columns';
import type { LocalizedText } from './catalogue';

/** §3 announcementImages entry; sequence 1 is the one the promotion list shows (§2.11). */
export interface AnnouncementImage {
  url: string;
  sequence: number;
}

/** §2.11 promotion categories (the activity center's filter). */
export const promotionCategories = pgTable(
  'promotion_categories',
  {
    ...integerIdAndMerchant,
    code: text('code').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    unique('promotion_categories_merchant_code_key').on(t.merchantCode, t.code),
    index('promotion_categories_merchant_sort_idx').on(t.merchantCode, t.sortOrder),
  ],
);

/**
 * §3 banners, notices, popups, promotions and agent notices in one table, as the announcement
 * call asks for several types at once (types=B,PL,PU&groupName=m_home).
 */
export const announcements = pgTable(
  'announcements',
  {
    ...integerIdAndMerchant,
    /** Stable key so configuration and the seed can upsert. */
    slug: text('slug').notNull(),
    type: text('type').$type<Exclude<ContentType, 'H'>>().notNull(),
    /** m_home, m_reg …; null for promotions, which are listed by category. */
    groupName: text('group_name'),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    /** HTML per language; written by the merchant, sanitised before it is stored. */
    content: jsonb('content').$type<LocalizedText>().notNull().default({}),
    imageUrl: text('image_url'),
    linkUrl: text('link_url'),
    startAt: timestamptz('start_at').notNull(),
    endAt: timestamptz('end_at'),
    noExpiry: boolean('no_expiry').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    categoryIds: integer('category_ids').array().notNull().default([]),
    images: jsonb('images').$type<AnnouncementImage[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: updatedAt(),
    /** Set when an operator edits the row in the console: the demo seed then leaves it alone. */
    editedAt: timestamptz('edited_at'),
  },
  (t) => [
    unique('announcements_merchant_slug_key').on(t.merchantCode, t.slug),
    index('announcements_type_group_sort_idx').on(t.merchantCode, t.type, t.groupName, t.sortOrder),
    index('announcements_type_start_idx').on(t.merchantCode, t.type, t.startAt),
  ],
);

/** §2.3, §3 hot match: a sports event shown on the home carousel. */
export const hotMatches = pgTable(
  'hot_matches',
  {
    ...integerIdAndMerchant,
    slug: text('slug').notNull(),
    vendorCode: text('vendor_code').notNull(),
    roomId: text('room_id'),
    /** The sports vendor's id of the match, what the play-now launch sends (§2.3). */
    nodeId: integer('node_id').notNull(),
    matchTime: timestamptz('match_time').notNull(),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull(),
    homeTeamImageUrl: text('home_team_image_url').notNull(),
    awayTeamImageUrl: text('away_team_image_url').notNull(),
    league: text('league').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Set when an operator edits the row in the console: the demo seed then leaves it alone. */
    editedAt: timestamptz('edited_at'),
  },
  (t) => [
    unique('hot_matches_merchant_slug_key').on(t.merchantCode, t.slug),
    index('hot_matches_merchant_time_idx').on(t.merchantCode, t.matchTime),
  ],
);

export type AnnouncementRow = typeof announcements.$inferSelect;
export type PromotionCategoryRow = typeof promotionCategories.$inferSelect;
export type HotMatchRow = typeof hotMatches.$inferSelect;
