import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_NAME_PATTERN } from '../../lib/media-urls';

/** Where uploaded images live: a folder on disk by default; an object store fits the same shape. */
export interface MediaStorage {
  put(name: string, body: Buffer): Promise<void>;
  get(name: string): Promise<Buffer | null>;
}

/** Names are checked here too: nothing may leave the folder whatever a caller passes. */
const checked = (name: string): string => {
  const dot = name.lastIndexOf('.');
  if (
    dot < 1 ||
    !MEDIA_NAME_PATTERN.test(name.slice(0, dot)) ||
    !/^\.[a-z]{3,4}$/.test(name.slice(dot))
  )
    throw new Error(`bad media name ${name}`);
  return name;
};

export function diskMediaStorage(dir: string): MediaStorage {
  const ready = mkdir(dir, { recursive: true });
  return {
    async put(name, body) {
      await ready;
      const path = join(dir, checked(name));
      // Written whole under a temporary name, then renamed: a reader never sees half a file.
      const tmp = `${path}.${process.pid}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, path);
    },
    async get(name) {
      await ready;
      try {
        return await readFile(join(dir, checked(name)));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
  };
}
