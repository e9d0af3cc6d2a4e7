// Run with `node --import tsx`: writes the bench members into the database the server will use
// (DATA_DIR or DATABASE_URL from the environment), migrating it first.
import { readEnv } from '../../apps/server/src/env.ts';
import { loadMerchantConfigFile } from '../../apps/server/src/config/load-merchant-config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seedBenchMembers } from '../../apps/server/src/db/seed/bench-members.ts';

const [count, password] = process.argv.slice(2);
const env = readEnv({ ...process.env, NODE_ENV: 'development' });
const merchant = await loadMerchantConfigFile(env.MERCHANT_CONFIG);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const members = await seedBenchMembers(database.db, {
    merchantCode: merchant.code,
    count: Number(count),
    password,
  });
  console.log(JSON.stringify({ members, merchant: merchant.code }));
} finally {
  await database.close();
}
