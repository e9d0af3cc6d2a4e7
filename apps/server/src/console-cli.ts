import { parseArgs } from 'node:util';
import { openDatabase } from './db/client';
import { readEnv } from './env';
import { loadMerchantConfigFile } from './config/load-merchant-config';
import { systemClock } from './lib/clock';
import { createOpsSessions } from './modules/ops/ops-sessions';
import { createOperatorsService } from './modules/ops/operators.service';
import { enrolmentUrl } from './modules/ops/enrolment-link';

/**
 * The console's first owner: prints a one-time enrolment link, good for 24 hours.
 *
 *   npm run console -- create-owner --merchant <code> --username <name> [--base-url <url>]
 *
 * On PGlite, stop the server first: its files take one process at a time.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    merchant: { type: 'string' },
    username: { type: 'string' },
    'base-url': { type: 'string' },
  },
});
if (positionals[0] !== 'create-owner' || !values.username) {
  console.error(
    'Usage: npm run console -- create-owner --username <name> [--merchant <code>] [--base-url <url>]',
  );
  process.exit(2);
}

const env = readEnv();
const merchantCode = values.merchant ?? (await loadMerchantConfigFile(env.MERCHANT_CONFIG)).code;
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  poolSize: 1,
});
try {
  const operators = createOperatorsService(
    database.db,
    systemClock,
    createOpsSessions(database.db, systemClock),
  );
  const link = await operators.createOwner(merchantCode, values.username);
  const base = values['base-url'] ?? `http://localhost:${env.PORT}`;
  console.log(`${merchantCode}: owner ${values.username} created.`);
  console.log(`Enrolment link (once, until ${new Date(link.expiresAt).toISOString()}):`);
  console.log(enrolmentUrl(base, link.token));
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
