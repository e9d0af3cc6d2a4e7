import { parseArgs } from 'node:util';
import { systemClock } from './lib/clock';
import { withCommandDatabase } from './lib/command-database';
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
const { username } = values;
if (positionals[0] !== 'create-owner' || !username) {
  console.error(
    'Usage: npm run console -- create-owner --username <name> [--merchant <code>] [--base-url <url>]',
  );
  process.exit(2);
}

await withCommandDatabase(values.merchant, async (db, merchantCode, env) => {
  try {
    const operators = createOperatorsService(db, systemClock, createOpsSessions(db, systemClock));
    const link = await operators.createOwner(merchantCode, username);
    const base = values['base-url'] ?? `http://localhost:${env.PORT}`;
    console.log(`${merchantCode}: owner ${username} created.`);
    console.log(`Enrolment link (once, until ${new Date(link.expiresAt).toISOString()}):`);
    console.log(enrolmentUrl(base, link.token));
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  }
});
