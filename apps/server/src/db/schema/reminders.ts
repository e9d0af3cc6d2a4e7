import { bigint, boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { identityId, merchantCode, timestamptzNow, createdAt, updatedAt } from '../columns';
import { memberId } from './accounts';

/**
 * Issue 33: a device's web push subscription (one browser profile on one device). An endpoint
 * belongs to one member at a time: the device's latest sign-in that subscribed takes it over, so a
 * shared phone never gets another member's reminders. The endpoint is looked up by its SHA-256.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: identityId(),
    memberId: memberId(),
    merchantCode: merchantCode(),
    endpoint: text('endpoint').notNull(),
    /** SHA-256 (hex) of the endpoint: unique, so one device is one row. */
    endpointHash: text('endpoint_hash').notNull().unique('push_subscriptions_endpoint_uq'),
    /** The browser's P-256 public key and auth secret (base64url), what RFC 8291 encrypts to. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The language of this device's reminders. */
    language: text('language').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('push_subscriptions_member_idx').on(t.memberId)],
);

/** Issue 33: what a member wants to be reminded of; no row, no reminders. */
export const reminderPreferences = pgTable('reminder_preferences', {
  memberId: memberId().primaryKey(),
  beforeClose: boolean('before_close').notNull(),
  leadMinutes: integer('lead_minutes').notNull(),
  results: boolean('results').notNull(),
  /** 'HH:mm' in the merchant's zone; both null: no quiet hours. */
  quietStart: text('quiet_start'),
  quietEnd: text('quiet_end'),
  /** The member's favourite lotteries (§3 LOTTFAV, kept on the device): gameIds. */
  gameIds: integer('game_ids').array().notNull(),
  updatedAt: updatedAt(),
});

/**
 * One row per reminder sent: subscription, draw and kind. Written before the push goes out
 * (ON CONFLICT DO NOTHING), so a repeated or concurrent run never sends one twice.
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    gameCode: text('game_code').notNull(),
    numero: text('numero').notNull(),
    kind: text('kind').$type<'close' | 'results'>().notNull(),
    sentAt: timestamptzNow('sent_at'),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.gameCode, t.numero, t.kind] }),
    index('reminders_sent_at_idx').on(t.sentAt),
  ],
);
