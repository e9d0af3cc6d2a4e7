import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../../env';
import { developmentVapidKeys } from './vapid-keys';

describe('development VAPID keys (issue 33)', () => {
  it('are made once and kept, so devices stay subscribed across restarts', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'vapid-')), 'data', 'vapid-keys.json');
    const first = developmentVapidKeys(file);
    expect(developmentVapidKeys(file)).toEqual(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    // The same formats env.ts asks of VAPID_* in production.
    const env = readEnv({
      VAPID_PUBLIC_KEY: first.publicKey,
      VAPID_PRIVATE_KEY: first.privateKey,
      VAPID_SUBJECT: first.subject,
    });
    expect(env.VAPID_PUBLIC_KEY).toBe(first.publicKey);
  });
});
