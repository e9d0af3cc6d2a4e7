/**
 * Issue 35: with DATABASE_READ_URL the console's dashboard reads a streaming replica, while what a
 * member just did is read from the primary. Proved on a real primary and replica: with the
 * replica's replay paused, a new registration is in the member's own answers at once and in the
 * dashboard only once the replica has replayed it.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase } from '../../src/db/client';
import { serverFile } from '../../src/server-files';
import { upsertMerchantConfig } from '../../src/modules/merchant/merchant.repository';
import { get, movableClock, operatorsOfRoles } from '../../src/modules/ops/ops.test-support';
import { buildTestApp, demoMerchant, type TestApp } from '../helpers/build-test-app';
import { auth, registerMember } from '../helpers/accounts';
import { startReplicaPair, type ReplicaPair } from '../helpers/replica-pair';
import type { TestDatabase } from '../helpers/test-database';
import { sleep } from './killable-server';

const pair = await startReplicaPair().catch((error: Error) => {
  if (process.env.CI === 'true') throw error;
  console.warn(`read replica: ${error.message}: skipped`);
  return null;
});
if (!pair && process.env.CI === 'true') {
  throw new Error('read replica: no PostgreSQL binaries; under CI it may not be skipped');
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

const shippedMigrations = (
  JSON.parse(readFileSync(serverFile('drizzle/meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

describe.skipIf(!pair)('reports from a streaming replica', () => {
  const { primaryUrl, replicaUrl } = pair ?? ({} as ReplicaPair);
  const name = 'replica_reports';
  let t: TestApp;
  let owner = '';
  const clock = movableClock();

  beforeAll(async () => {
    await query(primaryUrl, `CREATE DATABASE ${name}`);
    const database = await openDatabase({
      databaseUrl: withDatabase(primaryUrl, name),
      readUrl: withDatabase(replicaUrl, name),
      poolSize: 4,
    });
    await upsertMerchantConfig(database.db, demoMerchant());
    // The replica has replayed the migrations before the app asks it anything.
    for (let i = 0; ; i++) {
      const rows = await query<{ n: number }>(
        withDatabase(replicaUrl, name),
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      ).catch(() => [{ n: 0 }]);
      if (rows[0]!.n === shippedMigrations) break;
      if (i > 200) throw new Error('the replica did not catch up');
      await sleep(50);
    }
    const testDatabase: TestDatabase = { ...database, dispose: () => database.close() };
    t = await buildTestApp((m) => m, { database: testDatabase, clock: clock.clock });
    owner = (await operatorsOfRoles(t, clock, ['owner'])).tokens.get('owner')!;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    pair?.stop();
  });

  const registrationsToday = async () => {
    const res = await get(t, '/ops/dashboard', owner);
    expect(res.statusCode).toBe(200);
    const value = res.json<{ value: { days: { registrations: number }[] } }>().value;
    return value.days.at(-1)!.registrations;
  };
  const replay = (what: 'pause' | 'resume') =>
    query(withDatabase(replicaUrl, name), `select pg_wal_replay_${what}()`);

  it('the dashboard waits for the replica; the member sees what they did at once', async () => {
    const before = await registrationsToday();
    await replay('pause');
    try {
      const member = await registerMember(t.app);
      // The member's own answers come from the primary.
      const info = await t.app.inject({ url: '/wps/member/info', headers: auth(member.token) });
      expect(info.statusCode).toBe(200);
      // The dashboard reads the replica, which has not replayed the registration yet.
      await sleep(300);
      expect(await registrationsToday()).toBe(before);
    } finally {
      await replay('resume');
    }
    await expect.poll(registrationsToday, { timeout: 10_000, interval: 100 }).toBe(before + 1);
  });
});
