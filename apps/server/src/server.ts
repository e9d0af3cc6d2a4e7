import { dirname, join } from 'node:path';
import { readFile } from 'node:fs/promises';
import closeWithGrace from 'close-with-grace';
import { sql } from 'drizzle-orm';
import { buildApp } from './app';
import { readMerchantConfigFile } from './config/load-merchant-config';
import { openDatabase } from './db/client';
import { seedDemoAgentLine, seedDemoAgents } from './db/seed/demo-agents';
import { seedDemoAgentActivity } from './db/seed/demo-agent-activity';
import { diskMediaStorage } from './modules/media/media-storage';
import { seedDemoMall } from './db/seed/demo-mall';
import { seedDemoLevels } from './db/seed/demo-levels';
import { seedDemoCatalogue } from './db/seed/demo-catalogue';
import { readEnv, trustProxyValue } from './env';
import { openRedis } from './lib/redis';
import { systemClock } from './lib/clock';
import { randomToken } from './lib/secrets';
import { startDrawJob } from './modules/lottery/lottery-draw-job';
import { startLevelsJob } from './modules/levels/levels-job';
import { startAgentRebateJob } from './modules/agents/rebate-payouts-job';
import { startHouseFoldJob } from './modules/ledger/ledger-house-job';
import { startContractPayoutsJob } from './modules/agents/contract-payouts.service';
import { startRemindersJob } from './modules/reminders/reminders-job';
import { createPushSender } from './modules/reminders/push-sender';
import { developmentVapidKeys, type VapidKeys } from './modules/reminders/vapid-keys';
import { applyConfigFile, currentConfig } from './modules/merchant/config-versions';
import { productionRefusal } from './modules/money/money-simulators';
import { seedFromSharedSecret, seedOfText } from './modules/domains/domain-marker';

const env = readEnv();

/** Outside production a missing secret is made up for this process, with a warning. */
function developmentSecret(name: string): string {
  console.warn(`${name} is not set: using a random one for this process (set it in production).`);
  return randomToken();
}

/**
 * Outside production only (env.ts requires the variable there): a fixed key, so members' two-factor
 * sign-in survives a restart of a development server.
 */
const DEVELOPMENT_TOTP_KEY = 'development-only-member-totp-key-never-in-production';

const { config: merchantFile, text: merchantFileText } = await readMerchantConfigFile(
  env.MERCHANT_CONFIG,
);
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  readUrl: env.DATABASE_READ_URL,
  dataDir: env.DATA_DIR,
  poolSize: env.DATABASE_POOL_SIZE,
  onIdleError: (err) =>
    console.warn(`database: an idle connection failed (${err.message}); it will be replaced`),
});
// The file seeds the merchant, and is applied again when it changed; otherwise the console's
// settings in the database stay (docs/configuration.md, "The merchant configuration").
const applied = await applyConfigFile(database.db, merchantFile, new Date(), merchantFileText);
console.log(
  `merchant ${merchantFile.code}: ${
    applied === 'kept'
      ? 'configuration file unchanged, the console settings stay'
      : `configuration file ${applied}`
  }`,
);
const merchant = (await currentConfig(database.db, merchantFile.code)).config;
// A simulator (the demo gateway) credits money nobody paid; production never runs one.
const refusal = env.NODE_ENV === 'production' ? productionRefusal(merchant) : null;
if (refusal) {
  await database.close();
  console.error(refusal);
  process.exit(1);
}
if (env.SEED_DEMO === 'true') {
  await seedDemoCatalogue(database.db, {
    merchantCode: merchant.code,
    gameCount: env.SEED_GAME_COUNT,
  });
  await seedDemoAgents(database.db, merchant.code);
  // Logins with a published password: never in production.
  if (env.NODE_ENV !== 'production') {
    await seedDemoAgentLine(database.db, merchant.code);
    await seedDemoAgentActivity(database.db, merchant);
  }
  await seedDemoMall(database.db, merchant.code);
  await seedDemoLevels(database.db, merchant.code);
  // Fresh tables have no statistics; without them the planner misjudges every list query.
  await database.db.execute(sql`analyze`);
}

const redis = env.REDIS_URL
  ? await openRedis(env.REDIS_URL, env.REDIS_KEY_PREFIX, (err) =>
      console.warn(`redis: ${err.message}`),
    )
  : undefined;
/** In production a balancer is assumed in front; it needs a few seconds to see /readyz fail. */
const PRODUCTION_DRAIN_SECONDS = 5;
const drainSeconds =
  env.DRAIN_SECONDS ?? (env.NODE_ENV === 'production' ? PRODUCTION_DRAIN_SECONDS : 0);
let draining = false;

const tls =
  env.TLS_CERT_FILE && env.TLS_KEY_FILE
    ? { cert: await readFile(env.TLS_CERT_FILE), key: await readFile(env.TLS_KEY_FILE) }
    : undefined;

const altchaKey = env.ALTCHA_HMAC_KEY ?? developmentSecret('ALTCHA_HMAC_KEY');
// Issue 33: draw reminders by web push. Outside production a key pair is made once and kept
// beside the database's files (a new pair would silence every device subscribed with the old).
const vapid: VapidKeys | null =
  env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && env.VAPID_SUBJECT
    ? {
        publicKey: env.VAPID_PUBLIC_KEY,
        privateKey: env.VAPID_PRIVATE_KEY,
        subject: env.VAPID_SUBJECT,
      }
    : env.NODE_ENV === 'production'
      ? null
      : developmentVapidKeys(join(dirname(env.DATA_DIR), 'vapid-keys.json'));
if (!vapid) console.warn('VAPID_* are not set: draw reminders are off.');
const app = await buildApp({
  tls,
  domainMarkerSeed: env.DOMAIN_MARKER_KEY
    ? (seedOfText(env.DOMAIN_MARKER_KEY) ?? undefined)
    : seedFromSharedSecret(altchaKey),
  database,
  merchant,
  webDist: env.WEB_DIST,
  teamReportReadsAtOnce: env.TEAM_REPORT_READS_AT_ONCE,
  consoleDist: env.CONSOLE_DIST,
  mediaStorage: diskMediaStorage(env.UPLOADS_DIR),
  // Deposit slips beside the database's files.
  slipDir: join(dirname(env.DATA_DIR), 'slips'),
  trustProxy: trustProxyValue(env.TRUST_PROXY),
  rateLimitMax: env.RATE_LIMIT_MAX,
  redis,
  isDraining: () => draining,
  metricsToken: env.METRICS_TOKEN,
  metricsOpen: env.NODE_ENV !== 'production',
  devRoutes: env.NODE_ENV !== 'production',
  allowSimulators: env.NODE_ENV !== 'production',
  housekeeping: true,
  accounts: {
    session: {
      idleMinutes: env.SESSION_IDLE_MINUTES,
      maxHours: env.SESSION_MAX_HOURS,
      maxPerMember: env.SESSION_MAX_PER_MEMBER,
    },
    altcha: {
      hmacKey: altchaKey,
      cost: env.ALTCHA_COST,
      maxCounter: env.ALTCHA_MAX_COUNTER,
    },
    totpKey: env.MEMBER_TOTP_SECRET ?? DEVELOPMENT_TOTP_KEY,
    identity: {
      clientSecrets: env.OIDC_CLIENT_SECRETS ?? {},
      allowHttpIssuers: env.NODE_ENV !== 'production',
    },
  },
  walletApiKey: env.WALLET_API_HMAC_KEY ?? developmentSecret('WALLET_API_HMAC_KEY'),
  chatKey: env.CHAT_HMAC_KEY ?? developmentSecret('CHAT_HMAC_KEY'),
  gatewayKey: env.DEMO_GATEWAY_HMAC_KEY ?? developmentSecret('DEMO_GATEWAY_HMAC_KEY'),
  gatewayOutbox: true,
  walletApiVendorKeys: env.WALLET_API_VENDOR_KEYS,
  vapidPublicKey: vapid?.publicKey ?? null,
  logger: { level: env.LOG_LEVEL },
});

// Every instance runs the draw job; the advisory lock lets one of them draw at a time.
const drawJob = startDrawJob(database.db, systemClock, app.log);
// Member levels once a day in each merchant's time zone, under an advisory lock too.
const levelsJob = startLevelsJob(database.db, systemClock, app.log);
// Agent rebates of the merchants' days that have ended (issue 32), under an advisory lock too.
const agentRebateJob = startAgentRebateJob(database.db, systemClock, app.log);
// Postings never lock house accounts; their deltas are folded into the balances here.
const houseFoldJob = startHouseFoldJob(database.db, app.log);
// Issue 32: salary, dividend and hourly contracts; each period's statement is unique, so every
// instance may run it.
const contractPayoutsJob = startContractPayoutsJob(database.db, systemClock, app.log);
// Draw reminders to members' devices; the claims of sent ones keep each to one send.
const remindersJob = vapid
  ? startRemindersJob(database.db, createPushSender(vapid), systemClock, app.log)
  : null;

/** What the close itself may take once draining is over: in-flight requests, jobs, the pool. */
const CLOSE_MS = 10_000;

closeWithGrace({ delay: drainSeconds * 1000 + CLOSE_MS }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal, drainSeconds }, 'draining, then closing');
  draining = true;
  if (!err && drainSeconds > 0) await new Promise((r) => setTimeout(r, drainSeconds * 1000));
  await drawJob.stop();
  await levelsJob.stop();
  await agentRebateJob.stop();
  await houseFoldJob.stop();
  await contractPayoutsJob.stop();
  await remindersJob?.stop();
  await app.close();
  await database.close();
  await redis?.quit();
});

await app.listen({ host: env.HOST, port: env.PORT });
app.log.info(
  { database: database.kind, merchant: merchant.code },
  `serving ${tls ? 'https' : 'http'}://localhost:${env.PORT}/m/ (API docs at /docs)`,
);
