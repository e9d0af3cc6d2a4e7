import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import {
  identityId,
  integerIdentityId,
  merchantCode,
  idAndMerchant,
  timestamptz,
  timestamptzNow,
  updatedAt,
  units,
} from '../columns';
import { memberId } from './accounts';

/** What a member limits (issue 34): deposits, losses net of wins, and wagers. */
export const PROTECTION_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type ProtectionLimitKind = (typeof PROTECTION_LIMIT_KINDS)[number];
/** Rolling windows: 24 hours, 7 days, a month of 30 days. */
export const PROTECTION_PERIODS = ['day', 'week', 'month'] as const;
export type ProtectionPeriod = (typeof PROTECTION_PERIODS)[number];
/** The daily session-time limit is kept with the others: kind 'session', period 'day', minutes. */
export type StoredLimitKind = ProtectionLimitKind | 'session';

/**
 * One limit of a member (`amount` in minor units; for kind 'session', minutes). `amount` null: no limit. A raise or a removal waits as `pending*` until
 * `pendingSince` + 24 hours and the member's second confirmation; `pendingAmount` null with
 * `pendingSince` set is a removal waiting.
 */
export const protectionLimits = pgTable(
  'protection_limits',
  {
    memberId: memberId(),
    kind: text('kind').$type<StoredLimitKind>().notNull(),
    period: text('period').$type<ProtectionPeriod>().notNull(),
    amount: units('amount'),
    pendingAmount: units('pending_amount'),
    pendingSince: timestamptz('pending_since'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind, t.period] })],
);

/** A time-out or a self-exclusion: no spending until `until` (null: permanent). */
export const protectionExclusions = pgTable(
  'protection_exclusions',
  {
    id: identityId(),
    memberId: memberId(),
    merchantCode: merchantCode(),
    type: text('type').$type<'timeout' | 'self_exclusion'>().notNull(),
    /** The choice the member made ('24h', '6m', 'permanent' …). */
    duration: text('duration').notNull(),
    startedAt: timestamptzNow('started_at'),
    until: timestamptz('until'),
  },
  (t) => [index('protection_exclusions_member_idx').on(t.memberId, t.startedAt)],
);

/**
 * Hashes (HMAC-free SHA-256 of the merchant and the normalised value) of a self-excluded member's
 * mobile, e-mail and bank accounts: a new registration with one of them is refused until `until`.
 */
export const protectionBlockedIdentities = pgTable(
  'protection_blocked_identities',
  {
    ...idAndMerchant,
    hash: text('hash').notNull(),
    exclusionId: bigint('exclusion_id', { mode: 'number' })
      .notNull()
      .references(() => protectionExclusions.id, { onDelete: 'cascade' }),
    until: timestamptz('until'),
  },
  (t) => [index('protection_blocked_identities_hash_idx').on(t.merchantCode, t.hash)],
);

/** Every change of a member's protection, listed to the member (the audit log has it too). */
export const protectionChanges = pgTable(
  'protection_changes',
  {
    id: identityId(),
    memberId: memberId(),
    at: timestamptzNow('at'),
    action: text('action').notNull(),
    /** Who made it: the member, an operator (operatorId) or the platform (a job, a rule). */
    by: text('by').$type<'member' | 'operator' | 'system'>().notNull().default('member'),
    operatorId: bigint('operator_id', { mode: 'number' }),
    before: text('before'),
    after: text('after'),
  },
  (t) => [index('protection_changes_member_idx').on(t.memberId, t.at)],
);

/**
 * A member's reality-check interval (issue 34): a row only once the member chose; without one the
 * check is on at the default. `realityCheckMinutes` null: the member turned it off.
 */
export const protectionSettings = pgTable('protection_settings', {
  memberId: memberId().primaryKey(),
  realityCheckMinutes: integer('reality_check_minutes'),
  /** When the member closed the prompt to set a deposit limit before a first deposit. */
  depositPromptDismissedAt: timestamptz('deposit_prompt_dismissed_at'),
  /** When the member last reviewed their protection (the 6-monthly prompt closed). */
  reviewedAt: timestamptz('reviewed_at'),
  updatedAt: updatedAt(),
});

/**
 * Issue 34: a member's time logged in during the merchant day `day` (YYYY-MM-DD in the merchant's
 * zone), added as the sessions are seen; `countedTo` is how far it was counted, so two sessions
 * at once count the same minutes once. One row per member: a new day starts it again.
 */
export const protectionSessionTime = pgTable('protection_session_time', {
  memberId: memberId().primaryKey(),
  day: text('day').notNull(),
  usedMs: bigint('used_ms', { mode: 'number' }).notNull().default(0),
  countedTo: timestamptz('counted_to').notNull(),
});

/**
 * Issue 34: an ID document a member sent to verify their age, one row per document; the latest
 * is the member's state. The image is kept in the private slip storage under `storageKey` (made
 * by the server), never served publicly; `language` is the member's when sending, the language
 * of the decision's inbox message.
 */
export const protectionAgeVerifications = pgTable(
  'protection_age_verifications',
  {
    id: integerIdentityId(),
    memberId: memberId(),
    merchantCode: merchantCode(),
    state: text('state').$type<'pending' | 'verified' | 'rejected'>().notNull(),
    dateOfBirth: text('date_of_birth').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    language: text('language').notNull(),
    reason: text('reason'),
    submittedAt: timestamptz('submitted_at').notNull(),
    decidedAt: timestamptz('decided_at'),
    decidedBy: bigint('decided_by', { mode: 'number' }),
  },
  (t) => [
    index('protection_age_verifications_member_idx').on(t.memberId, t.submittedAt),
    index('protection_age_verifications_queue_idx').on(t.merchantCode, t.state, t.submittedAt),
  ],
);
