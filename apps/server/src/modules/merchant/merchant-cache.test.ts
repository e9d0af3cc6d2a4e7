import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMerchant } from '../../../test/helpers/build-test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { upsertMerchantConfig } from './merchant.repository';
import {
  createMerchantService,
  MERCHANT_CACHE_TTL_MS,
  MERCHANT_CONFIG_CHANNEL,
} from './merchant.service';

/**
 * Issue 35: two instances on one database, each with its cache. A change saved through one is
 * seen by the other within a second (a notice on the database), not after the cache's TTL.
 */
describe('the merchant cache across instances', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  const instance = () =>
    createMerchantService(database.db, 'DEMO', () => database.notify(MERCHANT_CONFIG_CHANNEL));

  it('forgets what it cached when another instance saves a change', async () => {
    const merchant = demoMerchant();
    await upsertMerchantConfig(database.db, merchant);
    const saving = instance();
    const other = instance();
    const stop = await database.listen(MERCHANT_CONFIG_CHANNEL, () => other.forget());
    try {
      expect((await other.get())?.name).toBe(merchant.name);
      await upsertMerchantConfig(database.db, { ...merchant, name: 'Renamed in the console' });
      // Cached: without a notice the other instance would answer the old name for the TTL.
      expect((await other.get())?.name).toBe(merchant.name);
      const saved = Date.now();
      saving.invalidate();
      await expect
        .poll(async () => (await other.get())?.name, { timeout: 1000, interval: 20 })
        .toBe('Renamed in the console');
      expect(Date.now() - saved).toBeLessThan(MERCHANT_CACHE_TTL_MS);
    } finally {
      await stop();
    }
  });

  it('a stopped listener hears nothing more', async () => {
    let heard = 0;
    const stop = await database.listen(MERCHANT_CONFIG_CHANNEL, () => heard++);
    await database.notify(MERCHANT_CONFIG_CHANNEL);
    await expect.poll(() => heard, { timeout: 1000, interval: 20 }).toBe(1);
    await stop();
    await database.notify(MERCHANT_CONFIG_CHANNEL);
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toBe(1);
  });

  it('refuses a channel name that is not an identifier', async () => {
    await expect(database.notify('x; drop table members')).rejects.toThrow(/not a channel name/);
  });
});
