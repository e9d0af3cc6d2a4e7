import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { merchantCode, timestamptz, createdAt } from '../columns';

/**
 * The first answer of each money call a client sent with an Idempotency-Key: a retry
 * with the same key and body gets it again; the same key with another body gets a 409. A row
 * without a status is a call still running (or one whose process died: it is taken over after
 * its lease ends).
 */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    merchantCode: merchantCode(),
    /** Whose key it is: `member:<id>` or `operator:<id>`; one client never sees another's. */
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    operationId: text('operation_id').notNull(),
    /** SHA-256 of the operation and the canonical JSON of the body and query. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    /** The answer: `{ value }` or `{ code, message, value }` of an error. */
    response: jsonb('response').$type<StoredAnswer>(),
    lockedUntil: timestamptz('locked_until').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_records_pk', columns: [t.merchantCode, t.owner, t.key] }),
    index('idempotency_records_created_idx').on(t.createdAt),
  ],
);

export type StoredAnswer =
  | { ok: true; value: unknown }
  /** Written with the work in one statement: the handler answers a retry from what it wrote. */
  | { ok: true; rebuilt: true }
  | { ok: false; code: string; message: string; value: Record<string, unknown> | null };
