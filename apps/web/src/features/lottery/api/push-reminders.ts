import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PushSubscriptionInput, ReminderPreferencesInput } from '@lotto/contract';
import { routes } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/mutation-config';
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

/** Turning reminders on: this device's subscription, then the member's choices (what is kept). */
export const turnOnReminders = async ({
  subscription,
  choices,
}: {
  subscription: PushSubscriptionInput;
  choices: ReminderPreferencesInput;
}) => {
  await sendPushSubscription(subscription);
  return saveReminderPreferences(choices);
};

/** Turning reminders off on this device: its subscription, when it had one, is dropped. */
export const turnOffReminders = async (endpoint: string | null) => {
  if (endpoint) await sendPushUnsubscribe(endpoint);
};

/** The saved choices are the member's choices from now on, without asking again. */
export const useTurnOnReminders = (
  userName: string,
  { mutationConfig }: MutationHookOptions<typeof turnOnReminders> = {},
) =>
  useInvalidatingMutation(
    turnOnReminders,
    async (client, saved) => client.setQueryData(lotteryKeys.reminders(userName), saved),
    mutationConfig,
  );

/** The member's choices (and their device count) are asked again. */
export const useTurnOffReminders = (
  userName: string,
  { mutationConfig }: MutationHookOptions<typeof turnOffReminders> = {},
) =>
  useInvalidatingMutation(
    turnOffReminders,
    (client) => client.invalidateQueries({ queryKey: lotteryKeys.reminders(userName) }),
    mutationConfig,
  );
