import { StorageKey } from '@lotto/contract';

/** §3 lottery favourites: per user name, a list of gameId values, in local storage under LOTTFAV. */
type FavouriteStore = Record<string, string[]>;

const readStore = (storage: Storage): FavouriteStore => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(StorageKey.LOTTFAV) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const store: FavouriteStore = {};
    for (const [user, ids] of Object.entries(parsed as Record<string, unknown>)) {
      if (Array.isArray(ids))
        store[user] = ids.filter((id): id is string => typeof id === 'string');
    }
    return store;
  } catch {
    return {};
  }
};

export const readFavourites = (userName: string, storage: Storage = localStorage): string[] =>
  readStore(storage)[userName] ?? [];

/** Flips one game for one user and returns that user's new list; other users' lists stay. */
export const toggleFavourite = (
  userName: string,
  gameId: string,
  storage: Storage = localStorage,
): string[] => {
  const store = readStore(storage);
  const mine = store[userName] ?? [];
  const next = mine.includes(gameId) ? mine.filter((id) => id !== gameId) : [...mine, gameId];
  store[userName] = next;
  storage.setItem(StorageKey.LOTTFAV, JSON.stringify(store));
  return next;
};
