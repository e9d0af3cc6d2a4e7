import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  identityId,
  merchantCode,
  idAndMerchant,
  timestamptz,
  timestamptzNow,
  createdAt,
  sessionColumns,
} from '../columns';

/** Players, trial players and agents of a merchant. */
export const members = pgTable(
  'members',
  {
    ...idAndMerchant,
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    paymentPasswordHash: text('payment_password_hash'),
    countryDialingCode: text('country_dialing_code'),
    mobileNum: text('mobile_num'),
    /**
     * +66812345678: the number a code sent to it proved, unique per merchant. A number given
     * without a code (username registration) stays in countryDialingCode/mobileNum only, and is
     * never used to find an account.
     */
    mobileE164: text('mobile_e164'),
    email: text('email'),
    /** When a code sent to `email` came back; null for an address never proven. */
    emailVerifiedAt: timestamptz('email_verified_at'),
    /** §5 age confirmation at registration (YYYY-MM-DD). */
    birthDate: date('birth_date', { mode: 'string' }),
    /** §5: when the member agreed to the terms, at registration. */
    termsAcceptedAt: timestamptz('terms_accepted_at'),
    nickname: text('nickname'),
    payeeName: text('payee_name'),
    idNumber: text('id_number'),
    qqNum: text('qq_num'),
    facebook: text('facebook'),
    wechat: text('wechat'),
    line: text('line'),
    whatsapp: text('whatsapp'),
    zalo: text('zalo'),
    /** §6 member type (customerType): 0, 1, 2 players; 4 special; 40-42 agents; 3 agent-only. */
    customerType: integer('customer_type').notNull().default(0),
    firstTimeLogin: boolean('first_time_login').notNull().default(false),
    isTrial: boolean('is_trial').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    /** The agent code the member registered under (§5 affiliate code). */
    affiliateCode: text('affiliate_code'),
    recommenderId: text('recommender_id'),
    registerMethod: text('register_method'),
    registerUrl: text('register_url'),
    domain: text('domain'),
    memberLabels: jsonb('member_labels').$type<string[]>().notNull().default([]),
    clubLabel: text('club_label'),
    createdAt: createdAt(),
    passwordChangedAt: timestamptzNow('password_changed_at'),
    lastLoginAt: timestamptz('last_login_at'),
  },
  (t) => [
    uniqueIndex('members_username_uq').on(t.merchantCode, sql`lower(${t.username})`),
    uniqueIndex('members_mobile_uq').on(t.merchantCode, t.mobileE164),
    index('members_email_idx').on(t.merchantCode, sql`lower(${t.email})`),
    // The console's dashboard counts registrations per day, of one partition (§6 trial apart).
    index('members_merchant_created_idx').on(t.merchantCode, t.isTrial, t.createdAt),
    // §6 a trial account has its own merchant: it joins no agent's team and no referrer's list.
    check(
      'members_trial_apart',
      sql`not ${t.isTrial} or (${t.affiliateCode} is null and ${t.recommenderId} is null)`,
    ),
  ],
);

/** A member's id (members.id) in another table: the row goes with the member (on delete cascade). */
export const memberId = (name = 'member_id') =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });

/** A member's id that may be null (no member: the platform), going with the member too. */
export const optionalMemberId = (name: string) =>
  bigint(name, { mode: 'number' }).references(() => members.id, { onDelete: 'cascade' });

/** Agents' invitation codes, checked by affiliateCheck and at registration. */
export const agentCodes = pgTable(
  'agent_codes',
  {
    merchantCode: merchantCode(),
    code: text('code').notNull(),
    agentId: memberId('agent_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agent_codes_uq').on(t.merchantCode, sql`lower(${t.code})`)],
);

/** Sessions: only the SHA-256 of the token is kept, so a database leak yields no session. */
export const sessions = pgTable(
  'sessions',
  {
    id: identityId(),
    tokenHash: text('token_hash').notNull(),
    memberId: memberId(),
    merchantCode: merchantCode(),
    ...sessionColumns,
    /** ISO country from the trusted country header at login; null when unknown. */
    country: text('country'),
  },
  (t) => [
    uniqueIndex('sessions_token_uq').on(t.tokenHash),
    index('sessions_member_idx').on(t.memberId),
  ],
);

/** A member session's id (sessions.id): the row ends with the session. */
export const sessionId = (name: string) =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' });

/** Captcha answers stay here, hashed; each is good once and for a short time. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

/** Failed logins, counted per username and per address over a window (brute-force rule). */
export const loginFailures = pgTable(
  'login_failures',
  {
    ...idAndMerchant,
    username: text('username'),
    ip: text('ip').notNull(),
    at: timestamptzNow('at'),
  },
  (t) => [
    index('login_failures_user_idx').on(t.merchantCode, t.username, t.at),
    index('login_failures_ip_idx').on(t.merchantCode, t.ip, t.at),
  ],
);

/**
 * Every code the platform sends (SMS, e-mail, any later channel), hashed. `subject` is whom the
 * code proves (an account, or a recipient where there is no account yet); one live code per
 * subject and purpose, which the partial unique index holds even against racing sends.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    ...idAndMerchant,
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    /** +66812345678 or a lower-cased e-mail address. */
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Set when the code was used, or voided by a newer code or a lockout. */
    closedAt: timestamptz('closed_at'),
  },
  (t) => [
    uniqueIndex('verification_codes_live_uq')
      .on(t.merchantCode, t.subject, t.purpose)
      .where(sql`${t.closedAt} is null`),
    index('verification_codes_recipient_idx').on(
      t.merchantCode,
      t.channel,
      t.recipient,
      t.createdAt,
    ),
    index('verification_codes_ip_idx').on(t.merchantCode, t.channel, t.ip, t.createdAt),
  ],
);

/** Wrong codes, counted per subject and purpose across codes (a lockout after too many). */
export const verificationFailures = pgTable(
  'verification_failures',
  {
    ...idAndMerchant,
    subject: text('subject').notNull(),
    purpose: text('purpose').notNull(),
    at: timestamptzNow('at'),
  },
  (t) => [
    index('verification_failures_subject_idx').on(t.merchantCode, t.subject, t.purpose, t.at),
  ],
);

/** What the outbox providers "sent": SMS and e-mail, stored and logged (DESIGN). */
export const outbox = pgTable(
  'outbox',
  {
    ...idAndMerchant,
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_recipient_idx').on(t.channel, t.recipient, t.createdAt)],
);

/** ALTCHA challenges already used: a solved challenge is good for one submission. */
export const altchaUsed = pgTable('altcha_used', {
  id: text('id').primaryKey(),
  usedAt: createdAt(),
});
