import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, timestamptz, timestamptzNow, updatedAt } from '../columns';
import { memberId } from './accounts';

/** Every sign-in that started a session (the security centre's login history). */
export const memberLogins = pgTable(
  'member_logins',
  {
    id: identityId(),
    memberId: memberId(),
    at: timestamptzNow('at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    country: text('country'),
    method: text('method')
      .$type<'username' | 'sms' | 'register' | 'identity' | 'handover'>()
      .notNull(),
  },
  (t) => [
    index('member_logins_member_idx').on(t.memberId, t.at),
    // The console's dashboard counts logins per day.
    index('member_logins_at_idx').on(t.at),
  ],
);

/**
 * A member's TOTP secret, encrypted (AES-256-GCM, MEMBER_TOTP_KEY). `pendingSecret` waits for
 * its first code; `secret` is on once confirmed. `lastStep` is the time step last accepted, so no
 * code is accepted twice.
 */
export const memberTwoFactor = pgTable('member_two_factor', {
  memberId: memberId().primaryKey(),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  confirmedAt: timestamptz('confirmed_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
  /** Wrong second-step codes in a row for the account, whatever the challenge. */
  failures: integer('failures').notNull().default(0),
  /** Two-factor sign-in refused until then, after too many wrong codes. */
  lockedUntil: timestamptz('locked_until'),
});

/** Ten per member, argon2id-hashed, each good once. */
export const memberRecoveryCodes = pgTable(
  'member_recovery_codes',
  {
    id: identityId(),
    memberId: memberId(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('member_recovery_codes_member_idx').on(t.memberId)],
);

/** The second step of a login: a short-lived token (its SHA-256 kept) and its wrong tries. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: identityId(),
    tokenHash: text('token_hash').notNull(),
    memberId: memberId(),
    method: text('method').$type<'username' | 'sms' | 'identity'>().notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [uniqueIndex('two_factor_challenges_token_uq').on(t.tokenHash)],
);

/** §7 info/icon: the member's head icon, square, as the server re-encoded it. */
export const memberIcons = pgTable('member_icons', {
  memberId: memberId().primaryKey(),
  /** image/webp, base64. */
  image: text('image').notNull(),
  updatedAt: updatedAt(),
});
