import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PushSubscriptionInput, ReminderPreferencesInput } from '@lotto/contract';
import { routes } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { lotteryKeys } from './lottery-keys';

/** Issue 33: the server's VAPID key (null: reminders are off on this site). */
export const pushPublicKeyOptions = () =>
  queryOptions({
    queryKey: lotteryKeys.pushKey(),
    queryFn: ({ signal }) => apiCall(routes.pushPublicKey, { signal }),
    staleTime: Infinity,
  });

/** The member's reminder choices and how many devices receive them. */
export const reminderPreferencesOptions = (userName: string) =>
  queryOptions({
    queryKey: lotteryKeys.reminders(userName),
    queryFn: ({ signal }) => apiCall(routes.reminderPreferences, { signal }),
  });

export const useReminderPreferences = (userName: string | null) =>
  useQuery({ ...reminderPreferencesOptions(userName ?? ''), enabled: userName !== null });

export const sendPushSubscription = (body: PushSubscriptionInput) =>
  apiCall(routes.pushSubscribe, { body });

export const sendPushUnsubscribe = (endpoint: string) =>
  apiCall(routes.pushUnsubscribe, { body: { endpoint } });

export const saveReminderPreferences = (body: ReminderPreferencesInput) =>
  apiCall(routes.setReminderPreferences, { body });
