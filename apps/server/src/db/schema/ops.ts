import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OperatorRole } from '@lotto/contract';
import {
  identityId,
  idAndMerchant,
  timestamptz,
  timestamptzNow,
  createdAt,
  updatedAt,
  sessionColumns,
} from '../columns';
import { memberId } from './accounts';

/** The merchant's staff: accounts of the console, never players. */
export const operators = pgTable(
  'operators',
  {
    ...idAndMerchant,
    username: text('username').notNull(),
    role: text('role').$type<OperatorRole>().notNull(),
    /** Null until the operator has enrolled (chosen a password and confirmed TOTP). */
    passwordHash: text('password_hash'),
    /** Base32 TOTP secret; a pending one until enrolment is confirmed. */
    totpSecret: text('totp_secret'),
    totpConfirmedAt: timestamptz('totp_confirmed_at'),
    /** The last TOTP time step accepted: a code is good once (RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    status: text('status').$type<'active' | 'disabled'>().notNull().default('active'),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: createdAt(),
    lastSignInAt: timestamptz('last_sign_in_at'),
  },
  (t) => [uniqueIndex('operators_username_uq').on(t.merchantCode, sql`lower(${t.username})`)],
);

/** An operator's id (operators.id): the row goes with the operator. */
const operatorId = () =>
  bigint('operator_id', { mode: 'number' })
    .notNull()
    .references(() => operators.id, { onDelete: 'cascade' });

/**
 * Failed sign-ins of an operator from one client address, so a stranger who knows a
 * username locks out only the stranger's own address.
 */
export const operatorSignInFailures = pgTable(
  'operator_sign_in_failures',
  {
    operatorId: operatorId(),
    ip: text('ip').notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailedAt: timestamptz('last_failed_at').notNull(),
    lockedUntil: timestamptz('locked_until'),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.ip] })],
);

/** One-time enrolment links (CLI for the first owner, invitations after): SHA-256 at rest. */
export const operatorEnrolments = pgTable(
  'operator_enrolments',
  {
    id: identityId(),
    operatorId: operatorId(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [uniqueIndex('operator_enrolments_token_uq').on(t.tokenHash)],
);

/** Ten single-use recovery codes per operator, hashed. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: identityId(),
    operatorId: operatorId(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('operator_recovery_codes_operator_idx').on(t.operatorId)],
);

/** Operator sessions: only the SHA-256 of the token is kept. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: identityId(),
    operatorId: operatorId(),
    tokenHash: text('token_hash').notNull(),
    ...sessionColumns,
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
  updatedAt: updatedAt(),
});

/**
 * Every operator write and every refused call. Append-only: a trigger (migration
 * ops_audit_append_only) raises on UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    ...idAndMerchant,
    operatorId: bigint('operator_id', { mode: 'number' }),
    operatorUsername: text('operator_username'),
    at: timestamptzNow('at'),
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
    ...idAndMerchant,
    memberId: memberId(),
    operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
    operatorUsername: text('operator_username').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('member_notes_member_idx').on(t.memberId, t.createdAt)],
);
