import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../src/db/client';

export async function withAdmin<T>(
  url: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Random letters only: the name goes into CREATE DATABASE, which takes no parameters. */
export const randomDatabaseName = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

export const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A migrated database on the server, closed, for CREATE DATABASE … TEMPLATE to copy. */
export async function migratedTemplate(serverUrl: string) {
  const name = randomDatabaseName('tpl');
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const drop = () =>
    withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  try {
    const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), poolSize: 1 });
    await database.close();
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, drop };
}
