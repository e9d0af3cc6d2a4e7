import { StorageKey } from '@lotto/contract';

/**
 * Issue 33: the favourites live on the device (§3 LOTTFAV) and the reminders on the server. This
 * device remembers which of its users turned reminders on, so a star tap can send the new
 * favourites along without asking the server on every visit of the list.
 */
const read = (storage: Storage): string[] => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(StorageKey.drawReminders) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
};

export const remindersOnFor = (userName: string, storage: Storage = localStorage): boolean =>
  read(storage).includes(userName);

export const markReminders = (
  userName: string,
  on: boolean,
  storage: Storage = localStorage,
): void => {
  const others = read(storage).filter((n) => n !== userName);
  storage.setItem(StorageKey.drawReminders, JSON.stringify(on ? [...others, userName] : others));
};
