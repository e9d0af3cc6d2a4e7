/**
 * Instances started together on one PostgreSQL database each apply the merchant's configuration
 * file at start (two-instances.test.ts starts two at once). Both read "no version yet" and write
 * version 1; the one that loses must keep the other's, not crash at start. PGlite's single
 * connection runs the starts one after the other and cannot show it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyConfigFile, currentConfig } from '../../src/modules/merchant/config-versions';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { reliabilityPostgres, SERVER_URL } from './killable-server';

const available = await reliabilityPostgres('config-file-race');
/** Instances starting at once. */
const INSTANCES = 4;

describe.skipIf(!available)('a configuration file applied by instances starting together', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(undefined, { postgresUrl: SERVER_URL });
  }, 120_000);
  afterAll(() => t?.close());

  it('seeds the merchant once and every other instance keeps it', async () => {
    for (let round = 0; round < 5; round++) {
      const file = { ...t.merchant, code: `RACE${round}` };
      const results = await Promise.all(
        Array.from({ length: INSTANCES }, () => applyConfigFile(t.database.db, file, new Date())),
      );
      expect(results.sort()).toEqual([...Array(INSTANCES - 1).fill('kept'), 'seeded']);
      expect((await currentConfig(t.database.db, file.code)).version).toBe(1);
    }
  });

  it('a changed file started on several instances at once is one new version', async () => {
    const file = { ...t.merchant, code: 'RACE_CHANGED' };
    expect(await applyConfigFile(t.database.db, file, new Date())).toBe('seeded');
    const changed = { ...file, name: 'Renamed in the file' };
    const results = await Promise.all(
      Array.from({ length: INSTANCES }, () => applyConfigFile(t.database.db, changed, new Date())),
    );
    expect(results.sort()).toEqual(['applied', ...Array(INSTANCES - 1).fill('kept')]);
    expect(await currentConfig(t.database.db, file.code)).toMatchObject({
      version: 2,
      config: { name: 'Renamed in the file' },
    });
  });
});
