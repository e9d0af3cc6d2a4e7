import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import {
  captchas,
  loginFailures,
  sessions,
  verificationCodes,
  verificationFailures,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { loginAs, registerMember } from '../../../test/helpers/accounts';
import { createAccounts } from './accounts.module';
import { pruneAccounts } from './housekeeping.service';

describe('housekeeping', () => {
  let t: TestApp;
  let now = new Date();
  beforeAll(async () => {
    t = await buildTestApp(undefined, {
      clock: () => now,
      session: { idleMinutes: 30, maxHours: 24 },
    });
  });
  afterAll(() => t.close());

  it('removes expired sessions, captchas and old failures, and keeps live ones', async () => {
    await registerMember(t.app);
    await loginAs(t.app, 'nosuchuser1', 'Wrong-Pass-1');
    const accounts = createAccounts(
      t.database.db,
      () => now,
      {
        session: { idleMinutes: 30, maxHours: 24, maxPerMember: 5 },
        altcha: { hmacKey: 'x'.repeat(32), cost: 1, maxCounter: 20 },
        totpKey: 'y'.repeat(32),
        identity: { clientSecrets: {}, allowHttpIssuers: false },
      },
      t.app.log,
    );
    await accounts.codes.issue({
      merchantCode: 'DEMO',
      channel: 'sms',
      recipient: '+66891239876',
      purpose: 'mobile',
      subjects: ['sms:+66891239876'],
      ip: '192.0.2.1',
    });
    await accounts.codes
      .consume('DEMO', ['sms:+66891239876'], 'mobile', '0000000', 'code')
      .catch(() => undefined);
    const n = async (
      table:
        | typeof sessions
        | typeof captchas
        | typeof loginFailures
        | typeof verificationCodes
        | typeof verificationFailures,
    ) => (await t.database.db.select({ n: count() }).from(table))[0]!.n;
    expect(await n(sessions)).toBe(1);
    expect(await n(captchas)).toBeGreaterThan(0);
    expect(await n(loginFailures)).toBe(1);
    expect(await n(verificationCodes)).toBe(1);
    expect(await n(verificationFailures)).toBe(1);

    await pruneAccounts(accounts);
    expect(await n(sessions)).toBe(1);

    now = new Date(now.getTime() + 31 * 60_000);
    await pruneAccounts(accounts);
    expect(await n(sessions)).toBe(0);
    expect(await n(captchas)).toBe(0);
    expect(await n(loginFailures)).toBe(0);
    // Failures leave with their 30-minute window; sends stay a day, for the daily caps.
    expect(await n(verificationFailures)).toBe(0);
    expect(await n(verificationCodes)).toBe(1);
    now = new Date(now.getTime() + 24 * 3_600_000);
    await pruneAccounts(accounts);
    expect(await n(verificationCodes)).toBe(0);
  });
});
