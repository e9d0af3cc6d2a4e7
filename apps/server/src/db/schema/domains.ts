import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, idAndMerchant, timestamptz } from '../columns';
import { sessionId } from './accounts';

/** How many apps moved their calls from one of the merchant's domains to another, and when. */
export const domainReports = pgTable(
  'domain_reports',
  {
    ...idAndMerchant,
    fromOrigin: text('from_origin').notNull(),
    toOrigin: text('to_origin').notNull(),
    count: integer('count').notNull().default(0),
    firstAt: timestamptz('first_at').notNull(),
    lastAt: timestamptz('last_at').notNull(),
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
    id: identityId(),
    codeHash: text('code_hash').notNull(),
    sessionId: sessionId('session_id'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    uniqueIndex('session_handovers_code_uq').on(t.codeHash),
    index('session_handovers_expires_idx').on(t.expiresAt),
  ],
);
