import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sessions } from './accounts';

/** How many apps moved their calls from one of the merchant's domains to another, and when. */
export const domainReports = pgTable(
  'domain_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    fromOrigin: text('from_origin').notNull(),
    toOrigin: text('to_origin').notNull(),
    count: integer('count').notNull().default(0),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('domain_reports_route_uq').on(t.merchantCode, t.fromOrigin, t.toOrigin)],
);

/**
 * One-time codes that move a member's session to another domain: only the hash is kept, each is
 * good once and for HANDOVER_CODE_TTL_SECONDS, and dies with the session it hands over.
 */
export const sessionHandovers = pgTable(
  'session_handovers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    codeHash: text('code_hash').notNull(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('session_handovers_code_uq').on(t.codeHash),
    index('session_handovers_expires_idx').on(t.expiresAt),
  ],
);
