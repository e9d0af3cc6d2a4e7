import {
  REMINDER_DEFAULT_LEAD_MINUTES,
  REMINDER_MAX_DEVICES,
  type Language,
  type ReminderPreferencesValue,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { sha256Hex } from '../../lib/secrets';
import {
  deleteMemberSubscription,
  deviceCount,
  preferencesOf,
  savePreferences,
  trimDevices,
  upsertSubscription,
} from './reminders.repository';

export interface ReminderMember {
  memberId: number;
  merchantCode: string;
}

export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  language: Language;
}

export interface ReminderChoices {
  beforeClose: boolean;
  leadMinutes: number;
  results: boolean;
  quietStart: string | null;
  quietEnd: string | null;
  gameIds: string[];
}

/** Issue 33: a member's devices and reminder choices. */
export function createRemindersService(db: Db, clock: Clock) {
  const preferences = async (memberId: number): Promise<ReminderPreferencesValue> => {
    const row = await preferencesOf(db, memberId);
    return {
      beforeClose: row?.beforeClose ?? false,
      leadMinutes: row?.leadMinutes ?? REMINDER_DEFAULT_LEAD_MINUTES,
      results: row?.results ?? false,
      quietStart: row?.quietStart ?? null,
      quietEnd: row?.quietEnd ?? null,
      gameIds: (row?.gameIds ?? []).map(String),
      devices: await deviceCount(db, memberId),
    };
  };

  return {
    preferences,

    async subscribe(member: ReminderMember, device: DeviceSubscription) {
      await db.transaction(async (tx) => {
        await upsertSubscription(tx, {
          memberId: member.memberId,
          merchantCode: member.merchantCode,
          endpoint: device.endpoint,
          endpointHash: sha256Hex(device.endpoint),
          p256dh: device.keys.p256dh,
          auth: device.keys.auth,
          language: device.language,
          updatedAt: clock(),
        });
        await trimDevices(tx, member.memberId, REMINDER_MAX_DEVICES);
      });
      return preferences(member.memberId);
    },

    async unsubscribe(member: ReminderMember, endpoint: string): Promise<null> {
      await deleteMemberSubscription(db, member.memberId, sha256Hex(endpoint));
      return null;
    },

    async setPreferences(member: ReminderMember, choices: ReminderChoices) {
      await savePreferences(db, {
        memberId: member.memberId,
        beforeClose: choices.beforeClose,
        leadMinutes: choices.leadMinutes,
        results: choices.results,
        quietStart: choices.quietStart,
        quietEnd: choices.quietEnd,
        gameIds: [...new Set(choices.gameIds.map(Number))],
        updatedAt: clock(),
      });
      return preferences(member.memberId);
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
