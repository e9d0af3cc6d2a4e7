import type { QueryClient } from '@tanstack/react-query';
import { reminderPreferencesOptions, saveReminderPreferences } from './push-reminders';
import { remindersOnFor } from '../utils/reminder-sync';

/**
 * Issue 33: after a star tap, the member's reminders follow the new favourites, when this device
 * turned them on. A failure is left alone: the next tap, or the sheet, sends them again.
 */
export async function syncReminderGames(
  client: QueryClient,
  userName: string,
  favouriteIds: readonly string[],
): Promise<void> {
  if (!remindersOnFor(userName)) return;
  try {
    const prefs = await client.fetchQuery(reminderPreferencesOptions(userName));
    const saved = await saveReminderPreferences({
      beforeClose: prefs.beforeClose,
      leadMinutes: prefs.leadMinutes,
      results: prefs.results,
      quietStart: prefs.quietStart,
      quietEnd: prefs.quietEnd,
      gameIds: [...favouriteIds],
    });
    client.setQueryData(reminderPreferencesOptions(userName).queryKey, saved);
  } catch {
    // Kept as it was on the server.
  }
}
