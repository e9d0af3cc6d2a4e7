import { eq } from 'drizzle-orm';
import type { MerchantConfig } from '@lotto/contract';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';

export async function findMerchantConfig(db: Db, code: string): Promise<MerchantConfig | null> {
  const rows = await db
    .select({ config: merchants.config })
    .from(merchants)
    .where(eq(merchants.code, code));
  return rows[0]?.config ?? null;
}

export async function upsertMerchantConfig(db: Db, config: MerchantConfig): Promise<void> {
  await db
    .insert(merchants)
    .values({ code: config.code, config })
    .onConflictDoUpdate({ target: merchants.code, set: { config, updatedAt: new Date() } });
}
