import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { diskSlipStorage, withSavedFiles } from './slip-storage';

describe('private file storage under a transaction', () => {
  let root = '';
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'slips-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const files = async () =>
    (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);

  it('keeps what a successful piece of work saved', async () => {
    const storage = diskSlipStorage(root);
    const answer = await withSavedFiles(storage, async (save) => {
      await save('DEMO/1/a.png', Buffer.from('a'));
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await storage.read('DEMO/1/a.png')).toEqual(Buffer.from('a'));
  });

  it('removes what failed work saved, and passes its error on', async () => {
    const storage = diskSlipStorage(root);
    const failing = withSavedFiles(storage, async (save) => {
      await save('DEMO/2/a.png', Buffer.from('a'));
      await save('DEMO/2/b.jpg', Buffer.from('b'));
      throw new Error('the transaction rolled back');
    });
    await expect(failing).rejects.toThrow('the transaction rolled back');
    expect(await files()).toEqual([]);
  });

  it('a key saved twice fails the work without removing the first file', async () => {
    const storage = diskSlipStorage(root);
    await withSavedFiles(storage, (save) => save('DEMO/3/a.png', Buffer.from('first')));
    await expect(
      withSavedFiles(storage, (save) => save('DEMO/3/a.png', Buffer.from('second'))),
    ).rejects.toThrow();
    expect(await storage.read('DEMO/3/a.png')).toEqual(Buffer.from('first'));
  });
});
