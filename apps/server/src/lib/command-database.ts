import { loadMerchantConfigFile } from '../config/load-merchant-config';
import { openDatabase, type Db } from '../db/client';
import { readEnv, type Env } from '../env';

/**
 * An operator command's database: the environment's, opened with one connection for `work` on
 * the merchant given (else MERCHANT_CONFIG's), then closed. On PGlite, stop the server first: its
 * files take one process at a time.
 */
export async function withCommandDatabase(
  merchant: string | undefined,
  work: (db: Db, merchantCode: string, env: Env) => Promise<void>,
): Promise<void> {
  const env = readEnv();
  const merchantCode = merchant ?? (await loadMerchantConfigFile(env.MERCHANT_CONFIG)).code;
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: 1,
  });
  try {
    await work(database.db, merchantCode, env);
  } finally {
    await database.close();
  }
}
