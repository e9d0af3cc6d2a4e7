import { z } from 'zod';
import { languageField, noValue } from './fields';
import { defineOperation } from './operation';

const tags = ['reminders'];

/**
 * Issue 33, draw reminders (beyond the specification): web push to a member's devices before the
 * draws of their favourite lotteries close, and when the results are out.
 */

/** Minutes before a draw closes that a reminder may be sent; the member picks one. */
export const REMINDER_LEAD_CHOICES = [5, 10, 15, 30] as const;
export const REMINDER_DEFAULT_LEAD_MINUTES = 15;
/** Favourite lotteries a member can be reminded of (the lottery list has fewer). */
export const REMINDER_MAX_GAMES = 100;
/** Devices (push subscriptions) one member may keep; a new one past it replaces the oldest. */
export const REMINDER_MAX_DEVICES = 10;

const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:mm')
  .meta({ description: "HH:mm in the merchant's time zone" });

/** The keys of a PushSubscription (base64url): the browser's P-256 public key and auth secret. */
const base64url = (field: string, min: number, max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+=*$/, `${field} must be base64url`)
    .min(min, `${field} is too short`)
    .max(max, `${field} is too long`);

const endpoint = z
  .url({ protocol: /^https$/, error: 'endpoint must be an https URL' })
  .max(2048, 'endpoint must be at most 2048 characters');

export const pushSubscriptionBody = z
  .object({
    endpoint,
    keys: z.object({
      p256dh: base64url('keys.p256dh', 80, 100),
      auth: base64url('keys.auth', 16, 32),
    }),
    /** The language the reminders on this device are written in. */
    language: languageField,
  })
  .meta({ id: 'PushSubscriptionBody' });
export type PushSubscriptionInput = z.input<typeof pushSubscriptionBody>;

export const pushEndpointBody = z.object({ endpoint }).meta({ id: 'PushEndpointBody' });

export const reminderPreferencesBody = z
  .object({
    /** Before a favourite lottery's draw closes. */
    beforeClose: z.boolean(),
    leadMinutes: z
      .number()
      .int()
      .refine((n) => (REMINDER_LEAD_CHOICES as readonly number[]).includes(n), {
        error: `leadMinutes must be one of ${REMINDER_LEAD_CHOICES.join(', ')}`,
      }),
    /** When a favourite lottery's results are out. */
    results: z.boolean(),
    /** No reminder from quietStart to quietEnd (may cross midnight); both null: none. */
    quietStart: clockTime.nullable(),
    quietEnd: clockTime.nullable(),
    /** The member's favourite lotteries (§3 LOTTFAV gameIds, kept on the device). */
    gameIds: z
      .array(z.string().regex(/^\d{1,9}$/, 'gameIds must be game ids'))
      .max(REMINDER_MAX_GAMES),
  })
  .refine((b) => (b.quietStart === null) === (b.quietEnd === null), {
    error: 'quietEnd must be given with quietStart',
    path: ['quietEnd'],
  })
  .meta({ id: 'ReminderPreferencesBody' });
export type ReminderPreferencesInput = z.input<typeof reminderPreferencesBody>;

export const reminderPreferencesValue = z
  .object({
    beforeClose: z.boolean(),
    leadMinutes: z.number().int(),
    results: z.boolean(),
    quietStart: z.string().nullable(),
    quietEnd: z.string().nullable(),
    gameIds: z.array(z.string()),
    /** How many devices of the member receive reminders. */
    devices: z.number().int().nonnegative(),
  })
  .meta({ id: 'ReminderPreferences' });
export type ReminderPreferencesValue = z.infer<typeof reminderPreferencesValue>;

export const pushPublicKey = defineOperation({
  operationId: 'pushPublicKey',
  method: 'GET',
  path: '/wps/push/publicKey',
  summary:
    "The server's VAPID public key (base64url), the applicationServerKey a device subscribes with; null where reminders are off (issue 33; a §7 call, method and path chosen)",
  tags,
  auth: 'none',
  response: z.object({ publicKey: z.string().nullable() }).meta({ id: 'PushPublicKey' }),
});

export const pushSubscribe = defineOperation({
  operationId: 'pushSubscribe',
  method: 'POST',
  path: '/wps/member/push/subscription',
  summary:
    "Keep this device's push subscription for the member's reminders; the same endpoint again updates it, and moves it to this member (issue 33; a §7 call, method and path chosen)",
  tags,
  auth: 'member',
  body: pushSubscriptionBody,
  response: reminderPreferencesValue,
});

export const pushUnsubscribe = defineOperation({
  operationId: 'pushUnsubscribe',
  method: 'POST',
  path: '/wps/member/push/unsubscribe',
  summary: "Forget this device's push subscription (issue 33; a §7 call, method and path chosen)",
  tags,
  auth: 'member',
  body: pushEndpointBody,
  response: noValue,
});

export const reminderPreferences = defineOperation({
  operationId: 'reminderPreferences',
  method: 'GET',
  path: '/wps/member/push/reminders',
  summary:
    "The member's draw reminder choices and how many devices receive them (issue 33; a §7 call, method and path chosen)",
  tags,
  auth: 'member',
  response: reminderPreferencesValue,
});

export const setReminderPreferences = defineOperation({
  operationId: 'setReminderPreferences',
  method: 'POST',
  path: '/wps/member/push/reminders',
  summary:
    'Choose the draw reminders: before close (and how long before), results, quiet hours, and the favourite lotteries (issue 33; a §7 call, method and path chosen)',
  tags,
  auth: 'member',
  body: reminderPreferencesBody,
  response: reminderPreferencesValue,
});
