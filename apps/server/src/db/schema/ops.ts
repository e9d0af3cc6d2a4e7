import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OperatorRole } from '@lotto/contract';
import { members } from './accounts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The merchant's staff: accounts of the console, never players. */
export const operators = pgTable(
  'operators',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    username: text('username').notNull(),
    role: text('role').$type<OperatorRole>().notNull(),
    /** Null until the operator has enrolled (chosen a password and confirmed TOTP). */
    passwordHash: text('password_hash'),
    /** Base32 TOTP secret; a pending one until enrolment is confirmed. */
    totpSecret: text('totp_secret'),
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code is good once (RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    status: text('status').$type<'active' | 'disabled'>().notNull().default('active'),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: createdAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operators_username_uq').on(t.merchantCode, sql`lower(${t.username})`)],
);

/**
 * Failed sign-ins of an operator from one client address, so a stranger who knows a
 * username locks out only the stranger's own address.
 */
export const operatorSignInFailures = pgTable(
  'operator_sign_in_failures',
  {
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.ip] })],
);

/** One-time enrolment links (CLI for the first owner, invitations after): SHA-256 at rest. */
export const operatorEnrolments = pgTable(
  'operator_enrolments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operator_enrolments_token_uq').on(t.tokenHash)],
);

/** Ten single-use recovery codes per operator, hashed. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('operator_recovery_codes_operator_idx').on(t.operatorId)],
);

/** Operator sessions: only the SHA-256 of the token is kept. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('operator_sessions_token_uq').on(t.tokenHash),
    index('operator_sessions_operator_idx').on(t.operatorId),
  ],
);

/** Per-merchant console settings: the addresses operators may work from (empty: any). */
export const opsSettings = pgTable('ops_settings', {
  merchantCode: text('merchant_code').primaryKey(),
  allowedAddresses: jsonb('allowed_addresses').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every operator write and every refused call. Append-only: a trigger (migration
 * ops_audit_append_only) raises on UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }),
    operatorUsername: text('operator_username'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    outcome: text('outcome').$type<'done' | 'refused'>().notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.merchantCode, t.at),
    index('audit_log_operator_idx').on(t.merchantCode, t.operatorId, t.at),
    index('audit_log_target_idx').on(t.merchantCode, t.targetType, t.targetId, t.at),
  ],
);

/** Support notes on a member, written by operators. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
    operatorUsername: text('operator_username').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('member_notes_member_idx').on(t.memberId, t.createdAt)],
);
