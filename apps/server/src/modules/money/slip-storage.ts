import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Where transfer slips live: a disk folder by default; an object store can take its place. */
export interface SlipStorage {
  save(key: string, bytes: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
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
  };
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The type the bytes really are (their signature), whatever the client said. */
export const sniffImage = (bytes: Buffer): 'image/png' | 'image/jpeg' | null =>
  bytes.subarray(0, PNG.length).equals(PNG)
    ? 'image/png'
    : bytes.subarray(0, JPEG.length).equals(JPEG)
      ? 'image/jpeg'
      : null;
