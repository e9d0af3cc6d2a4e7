// Run with `node --import tsx`: writes the bench members into the database the server will use
// (DATA_DIR or DATABASE_URL from the environment), migrating it first; with a game count, also
// the demo catalogue of that many games and the demo agent line with its two weeks of bets, so
// the agent pages can be measured as an agent.
import { readEnv } from '../../apps/server/src/env.ts';
import { loadMerchantConfigFile } from '../../apps/server/src/config/load-merchant-config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seedBenchMembers } from '../../apps/server/src/db/seed/bench-members.ts';
import { seedDemoCatalogue } from '../../apps/server/src/db/seed/demo-catalogue.ts';
import { seedDemoAgentLine } from '../../apps/server/src/db/seed/demo-agents.ts';
import { seedDemoAgentActivity } from '../../apps/server/src/db/seed/demo-agent-activity.ts';
import { applyConfigFile } from '../../apps/server/src/modules/merchant/config-versions.ts';

const [count, password, agentLineGames] = process.argv.slice(2);
const env = readEnv({ ...process.env, NODE_ENV: 'development' });
const merchant = await loadMerchantConfigFile(env.MERCHANT_CONFIG);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const members = await seedBenchMembers(database.db, {
    merchantCode: merchant.code,
    count: Number(count),
    password,
  });
  if (agentLineGames) {
    // The line's bets are on the catalogue's games and in the merchant's days; the server's own
    // seeding keeps the games, and applies its own merchant file over this one.
    await applyConfigFile(database.db, merchant, new Date());
    await seedDemoCatalogue(database.db, {
      merchantCode: merchant.code,
      gameCount: Number(agentLineGames),
    });
    await seedDemoAgentLine(database.db, merchant.code);
    await seedDemoAgentActivity(database.db, merchant);
  }
  console.log(JSON.stringify({ members, merchant: merchant.code }));
} finally {
  await database.close();
}
