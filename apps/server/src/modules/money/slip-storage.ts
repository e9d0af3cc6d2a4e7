import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Where transfer slips live: a disk folder by default; an object store can take its place. */
export interface SlipStorage {
  save(key: string, bytes: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
  /** Gone, or never there: both fine. */
  remove(key: string): Promise<void>;
}

/** Keys are made by the server (deposit id and a random name), never from client input. */
export function diskSlipStorage(root: string): SlipStorage {
  const pathOf = (key: string) => join(root, key);
  return {
    async save(key, bytes) {
      await mkdir(dirname(pathOf(key)), { recursive: true });
      await writeFile(pathOf(key), bytes, { flag: 'wx' });
    },
    read: (key) => readFile(pathOf(key)),
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}

/**
 * Runs `work` (a database transaction) with a `save` that remembers its keys: when the work
 * fails, the files it saved are removed, so a rolled-back row leaves no file behind.
 */
export async function withSavedFiles<T>(
  storage: SlipStorage,
  work: (save: (key: string, bytes: Buffer) => Promise<void>) => Promise<T>,
): Promise<T> {
  const saved: string[] = [];
  try {
    return await work(async (key, bytes) => {
      // Noted once written: a key that was already there (the save refuses it) is not ours.
      await storage.save(key, bytes);
      saved.push(key);
    });
  } catch (error) {
    await Promise.allSettled(saved.map((key) => storage.remove(key)));
    throw error;
  }
}
