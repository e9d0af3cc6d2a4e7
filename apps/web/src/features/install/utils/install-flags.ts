import { StorageKey } from '@lotto/contract';

const read = (storage: () => Storage, key: string): boolean => {
  try {
    return storage().getItem(key) === '1';
  } catch {
    return false;
  }
};

const write = (storage: () => Storage, key: string) => {
  try {
    storage().setItem(key, '1');
  } catch {
    // Private mode may refuse storage: the choice then lasts as long as the page.
  }
};

/** §4 closing the download bar stores hideDownloadBar=1 (kept across visits). */
export const readDownloadBarClosed = () => read(() => localStorage, StorageKey.hideDownloadBar);
export const recordDownloadBarClosed = () => write(() => localStorage, StorageKey.hideDownloadBar);

/** §4 closing the Android update prompt stores noupdateAndroid=1 for the session (read by
 * showsAndroidUpdatePrompt in lib/platform.ts, which the shell asks). */
export const recordAndroidUpdateClosed = () =>
  write(() => sessionStorage, StorageKey.noupdateAndroid);
