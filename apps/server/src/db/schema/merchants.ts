import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { MerchantConfig } from '@lotto/contract';

/** One row per merchant: its validated configuration file, loaded at start. */
export const merchants = pgTable('merchants', {
  code: text('code').primaryKey(),
  config: jsonb('config').$type<MerchantConfig>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
