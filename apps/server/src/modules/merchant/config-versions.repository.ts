import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ConfigChange, MerchantConfig } from '@lotto/contract';
import type { Db } from '../../db/client';
import { merchantConfigVersions, merchants } from '../../db/schema';

export type ConfigVersionRow = typeof merchantConfigVersions.$inferSelect;

/** The merchant's newest version (of those `which` picks, when given). */
async function newestVersion(
  db: Db,
  merchantCode: string,
  which?: SQL,
): Promise<ConfigVersionRow | null> {
  const [row] = await db
    .select()
    .from(merchantConfigVersions)
    .where(and(eq(merchantConfigVersions.merchantCode, merchantCode), which))
    .orderBy(desc(merchantConfigVersions.version))
    .limit(1);
  return row ?? null;
}

export const latestVersion = (db: Db, merchantCode: string) => newestVersion(db, merchantCode);

export const latestFileVersion = (db: Db, merchantCode: string) =>
  newestVersion(db, merchantCode, eq(merchantConfigVersions.source, 'file'));

export const listVersions = (db: Db, merchantCode: string, limit: number) =>
  db
    .select()
    .from(merchantConfigVersions)
    .where(eq(merchantConfigVersions.merchantCode, merchantCode))
    .orderBy(desc(merchantConfigVersions.version))
    .limit(limit);

/**
 * Held by a transaction that applies the configuration file: instances started together apply it
 * one after the other, the later ones reading the earlier one's version.
 */
export const lockConfigFile = (tx: Db, merchantCode: string) =>
  tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('merchant-config-file'), hashtext(${merchantCode}))`,
  );

/**
 * Writes the next version and makes it the running configuration. The unique (merchant,
 * version) index refuses a second writer of the same version number.
 */
export async function insertVersion(
  db: Db,
  row: {
    merchantCode: string;
    version: number;
    config: MerchantConfig;
    source: 'file' | 'console';
    fileHash: string | null;
    operatorId: number | null;
    operatorUsername: string | null;
    changes: ConfigChange[];
    at: Date;
  },
): Promise<void> {
  const { at, ...values } = row;
  await db.insert(merchantConfigVersions).values({ ...values, createdAt: at });
  await db
    .insert(merchants)
    .values({ code: row.merchantCode, config: row.config, updatedAt: at })
    .onConflictDoUpdate({ target: merchants.code, set: { config: row.config, updatedAt: at } });
}
