import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { MerchantConfig } from '@lotto/contract';
import { buildApp, type AppOptions } from '../../src/app';
import { parseMerchantConfig } from '../../src/config/load-merchant-config';
import { upsertMerchantConfig } from '../../src/modules/merchant/merchant.repository';
import type { Clock } from '../../src/lib/clock';
import type { SessionSettings } from '../../src/modules/accounts/sessions.service';
import { createTestDatabase, type TestDatabase } from './test-database';

const demoPath = fileURLToPath(new URL('../../merchants/demo.yaml', import.meta.url));

export const demoMerchant = (): MerchantConfig =>
  parseMerchantConfig(readFileSync(demoPath, 'utf8'), demoPath);

export const TEST_ALTCHA = {
  hmacKey: 'test-altcha-key-0123456789abcdef0123',
  cost: 1,
  maxCounter: 20,
};

export interface TestApp {
  app: FastifyInstance;
  merchant: MerchantConfig;
  database: TestDatabase;
  close(): Promise<void>;
}

/** A fresh app on a fresh database (PGlite in memory, or a new database on DATABASE_URL). */
export async function buildTestApp(
  change: (m: MerchantConfig) => MerchantConfig = (m) => m,
  extra: {
    webDist?: string;
    consoleDist?: string;
    clock?: Clock;
    session?: Partial<SessionSettings>;
    tls?: { cert: string; key: string };
    logger?: AppOptions['logger'];
    rateLimitMax?: number;
    /** The demo payment gateway's callback key, for tests that sign callbacks themselves. */
    gatewayKey?: string;
    /** MEMBER_TOTP_SECRET (a random one when unset). */
    totpKey?: string;
    /** A PostgreSQL server to make the database on, instead of DATABASE_URL (or PGlite). */
    postgresUrl?: string;
    /** False: as production, with no money simulator (the demo gateway). */
    allowSimulators?: boolean;
    /** Where slips and feedback images are kept (a folder shared by test apps when unset). */
    slipDir?: string;
    /** Issue 35: shared rate-limit counters, readiness and /metrics. */
    redis?: AppOptions['redis'];
    isDraining?: () => boolean;
    metricsToken?: string;
    metricsOpen?: boolean;
    /** A database the caller opened (and disposes of): a primary with its replica, say. */
    database?: TestDatabase;
    /** OpenID Connect providers' client secrets (an http issuer is allowed in tests). */
    identityClientSecrets?: Record<string, string>;
    /** Issue 33: the VAPID public key devices subscribe with (draw reminders off when unset). */
    vapidPublicKey?: string;
  } = {},
): Promise<TestApp> {
  const database =
    extra.database ?? (await createTestDatabase(extra.postgresUrl ?? process.env.DATABASE_URL));
  const merchant = change(demoMerchant());
  await upsertMerchantConfig(database.db, merchant);
  const app = await buildApp({
    database,
    merchant,
    webDist: extra.webDist,
    consoleDist: extra.consoleDist,
    clock: extra.clock,
    tls: extra.tls,
    logger: extra.logger,
    rateLimitMax: extra.rateLimitMax,
    gatewayKey: extra.gatewayKey,
    allowSimulators: extra.allowSimulators,
    slipDir: extra.slipDir,
    redis: extra.redis,
    isDraining: extra.isDraining,
    metricsToken: extra.metricsToken,
    metricsOpen: extra.metricsOpen,
    vapidPublicKey: extra.vapidPublicKey,
    devRoutes: true,
    // A cheap proof of work keeps tests fast; the check is the same.
    accounts: {
      altcha: TEST_ALTCHA,
      ...(extra.session ? { session: extra.session } : {}),
      ...(extra.totpKey ? { totpKey: extra.totpKey } : {}),
      identity: { clientSecrets: extra.identityClientSecrets ?? {}, allowHttpIssuers: true },
    },
  });
  await app.ready();
  return {
    app,
    merchant,
    database,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
