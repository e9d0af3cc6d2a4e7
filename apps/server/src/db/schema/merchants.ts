import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MerchantConfig } from '@lotto/contract';
import { idAndMerchant, createdAt, updatedAt } from '../columns';

/** One row per merchant: its validated configuration file, loaded at start. */
export const merchants = pgTable('merchants', {
  code: text('code').primaryKey(),
  config: jsonb('config').$type<MerchantConfig>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * Every version of a merchant's configuration: from the file at start, or from the
 * console, with who made it and what changed. `merchants.config` is the newest one.
 */
export const merchantConfigVersions = pgTable(
  'merchant_config_versions',
  {
    ...idAndMerchant,
    version: integer('version').notNull(),
    config: jsonb('config').$type<MerchantConfig>().notNull(),
    source: text('source').$type<'file' | 'console'>().notNull(),
    /** SHA-256 of the file's parsed configuration, for versions from the file. */
    fileHash: text('file_hash'),
    operatorId: bigint('operator_id', { mode: 'number' }),
    operatorUsername: text('operator_username'),
    changes: jsonb('changes')
      .$type<{ path: string; before: unknown; after: unknown }[]>()
      .notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('merchant_config_versions_uq').on(t.merchantCode, t.version),
    index('merchant_config_versions_file_idx').on(t.merchantCode, t.source, t.version),
  ],
);
