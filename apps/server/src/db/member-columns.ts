import { bigint } from 'drizzle-orm/pg-core';
import { members, sessions } from './schema/accounts';

/**
 * Columns that point at the accounts tables, for the schema files besides accounts.ts (which
 * declares members and sessions itself and so cannot import this file back).
 */

/** A member's id (members.id): the row goes with the member (on delete cascade). */
export const memberId = (name = 'member_id') =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });

/** A member's id that may be null (no member: the platform), going with the member too. */
export const optionalMemberId = (name: string) =>
  bigint(name, { mode: 'number' }).references(() => members.id, { onDelete: 'cascade' });

/** A member session's id (sessions.id): the row ends with the session. */
export const sessionId = (name: string) =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' });
