import { parseArgs } from 'node:util';
import { withCommandDatabase } from './lib/command-database';
import { endAllSessions, endSessionsOfMember } from './modules/accounts/session-revocation.service';

/**
 * Operator command (ASVS V7.4.5) until the console exists: ends one member's sessions, or every
 * session of the merchant, and with them the games they launched.
 *
 *   npm run end-sessions -- --username <name>
 *   npm run end-sessions -- --all
 *
 * The merchant is MERCHANT_CONFIG's (or --merchant). On PGlite, stop the server first: its
 * files take one process at a time. On PostgreSQL it runs beside the servers.
 */
const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    all: { type: 'boolean', default: false },
    merchant: { type: 'string' },
  },
});
if (Boolean(values.username) === values.all) {
  console.error('Give either --username <name> or --all (and optionally --merchant <code>).');
  process.exit(2);
}

await withCommandDatabase(values.merchant, async (db, merchantCode) => {
  const ended = values.username
    ? await endSessionsOfMember(db, merchantCode, values.username)
    : await endAllSessions(db, merchantCode);
  console.log(`${merchantCode}: ${ended} session(s) ended`);
});
