import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { MerchantConfig } from '@lotto/contract';
import { buildApp } from '../../src/app';
import { parseMerchantConfig } from '../../src/config/load-merchant-config';
import { upsertMerchantConfig } from '../../src/modules/merchant/merchant.repository';
import { createTestDatabase } from './test-database';

const demoPath = fileURLToPath(new URL('../../merchants/demo.yaml', import.meta.url));

export const demoMerchant = (): MerchantConfig =>
  parseMerchantConfig(readFileSync(demoPath, 'utf8'), demoPath);

export interface TestApp {
  app: FastifyInstance;
  merchant: MerchantConfig;
  close(): Promise<void>;
}

/** A fresh app on a fresh database (PGlite in memory, or a new database on DATABASE_URL). */
export async function buildTestApp(
  change: (m: MerchantConfig) => MerchantConfig = (m) => m,
  extra: { webDist?: string } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const merchant = change(demoMerchant());
  await upsertMerchantConfig(database.db, merchant);
  const app = await buildApp({ database, merchant, webDist: extra.webDist });
  await app.ready();
  return {
    app,
    merchant,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
