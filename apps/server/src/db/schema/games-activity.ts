import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { GameCategory } from '@lotto/contract';
import { idAndMerchant, timestamptz, timestamptzNow, createdAt } from '../columns';
import { memberId, sessions } from './accounts';
import { games } from './catalogue';

const nodeId = () =>
  bigint('node_id', { mode: 'number' })
    .notNull()
    .references(() => games.nodeId, { onDelete: 'cascade' });

/**
 * Bumped by every catalogue write (the seed, an admin import), so each API instance can drop its
 * cached hot games and page counts without a message bus.
 */
export const catalogueVersions = pgTable('catalogue_versions', {
  merchantCode: text('merchant_code').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  changedAt: timestamptzNow('changed_at'),
});

/** §4 favourite games per member; the key makes starring twice a no-op. */
export const favouriteGames = pgTable(
  'favourite_games',
  { memberId: memberId(), nodeId: nodeId(), createdAt: createdAt() },
  (t) => [
    primaryKey({ name: 'favourite_games_pk', columns: [t.memberId, t.nodeId] }),
    index('favourite_games_member_created_idx').on(t.memberId, t.createdAt.desc(), t.nodeId.desc()),
  ],
);

/** §2.8 recent games: one row per member and game, moved to the top at every launch. */
export const recentGames = pgTable(
  'recent_games',
  { memberId: memberId(), nodeId: nodeId(), playedAt: timestamptzNow('played_at') },
  (t) => [
    primaryKey({ name: 'recent_games_pk', columns: [t.memberId, t.nodeId] }),
    index('recent_games_member_played_idx').on(t.memberId, t.playedAt.desc(), t.nodeId.desc()),
  ],
);

/** §4 promotion and announcement read marks. */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    memberId: memberId(),
    announcementId: integer('announcement_id').notNull(),
    readAt: timestamptzNow('read_at'),
  },
  (t) => [primaryKey({ name: 'announcement_reads_pk', columns: [t.memberId, t.announcementId] })],
);

/**
 * A launch handed to a vendor: the one-time token of the game URL (hashed, 2 minutes), then the
 * game session the opened page holds (hashed too). play marks trial launches: play money only.
 */
export const gameLaunches = pgTable(
  'game_launches',
  {
    ...idAndMerchant,
    memberId: memberId(),
    vendorCode: text('vendor_code').notNull(),
    category: text('category').$type<GameCategory>().notNull(),
    /** Null for a vendor-level launch (sports, lobbies). */
    gameNodeId: bigint('game_node_id', { mode: 'number' }).references(() => games.nodeId, {
      onDelete: 'cascade',
    }),
    /** The name shown on the game page, in the member's language at launch. */
    gameName: text('game_name').notNull(),
    minBet: text('min_bet').notNull(),
    view: text('view'),
    play: boolean('play').notNull().default(false),
    launchTokenHash: text('launch_token_hash').notNull(),
    launchExpiresAt: timestamptz('launch_expires_at').notNull(),
    sessionTokenHash: text('session_token_hash'),
    /**
     * The platform session that launched the game: the game session lives only as long as it
     * (logout, a password change, expiry or eviction end both; null once it is gone).
     */
    platformSessionId: bigint('platform_session_id', { mode: 'number' }).references(
      () => sessions.id,
      { onDelete: 'set null' },
    ),
    sessionExpiresAt: timestamptz('session_expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('game_launches_launch_token_uq').on(t.launchTokenHash),
    uniqueIndex('game_launches_session_token_uq')
      .on(t.sessionTokenHash)
      .where(sql`${t.sessionTokenHash} is not null`),
    index('game_launches_member_idx').on(t.memberId, t.createdAt),
  ],
);

export type GameLaunchRow = typeof gameLaunches.$inferSelect;
