import { z } from 'zod';
import { epochMs } from './fields';
import { text } from './input-bounds';
import { merchantConfig } from './merchant-config';
import { defineOperation } from './operation';
import { ANY_OPERATOR, closedObject } from './ops-fields';

const tags = ['ops'];

/** One changed field of a version: its dotted path, the value before and after. */
export const configChange = z
  .object({ path: z.string(), before: z.unknown(), after: z.unknown() })
  .meta({ id: 'ConfigChange' });
export type ConfigChange = z.infer<typeof configChange>;

export const merchantSettingsValue = z
  .object({
    version: z.number().int(),
    config: merchantConfig,
    updatedAt: epochMs,
    /** The operator of the version, or null when it came from the configuration file. */
    updatedBy: z.string().nullable(),
  })
  .meta({ id: 'MerchantSettings' });

export const opsMerchantSettings = defineOperation({
  operationId: 'opsMerchantSettings',
  method: 'GET',
  path: '/ops/merchant/settings',
  summary: "The merchant's configuration as it runs now, and its version",
  tags,
  auth: 'operator',
  roles: ANY_OPERATOR,
  response: merchantSettingsValue,
});

export const expectedVersion = z
  .number({ error: 'version must be a number' })
  .int('version must be a whole number')
  .nonnegative('version must not be negative');

export const updateMerchantSettingsBody = closedObject({
  /** The version the change was made on: a newer one answers 409 instead of being overwritten. */
  version: expectedVersion,
  config: merchantConfig,
}).meta({ id: 'UpdateMerchantSettingsBody' });

export const savedVersion = z
  .object({ version: z.number().int(), changes: z.array(configChange) })
  .meta({ id: 'MerchantSettingsSaved' });

export const opsUpdateMerchantSettings = defineOperation({
  operationId: 'opsUpdateMerchantSettings',
  method: 'PUT',
  path: '/ops/merchant/settings',
  summary:
    'Replace the configuration (checked by the schema of the file); every instance follows within seconds',
  tags,
  auth: 'operator',
  roles: ['owner'],
  body: updateMerchantSettingsBody,
  response: savedVersion,
});

export const MAINTENANCE_INFO_MAX = 2000;

export const maintenanceBody = closedObject({
  version: expectedVersion,
  maintenance: z.boolean({ error: 'maintenance must be true or false' }),
  info: text('info')
    .max(MAINTENANCE_INFO_MAX, `info must be at most ${MAINTENANCE_INFO_MAX} characters`)
    .optional(),
}).meta({ id: 'MaintenanceBody' });

export const opsSetMaintenance = defineOperation({
  operationId: 'opsSetMaintenance',
  method: 'POST',
  path: '/ops/merchant/maintenance',
  summary: 'Switch maintenance on or off, with the text the app shows',
  tags,
  auth: 'operator',
  roles: ['owner', 'content'],
  body: maintenanceBody,
  response: savedVersion,
});

export const configVersionItem = z
  .object({
    version: z.number().int(),
    at: epochMs,
    source: z.enum(['file', 'console']),
    by: z.string().nullable(),
    changes: z.array(configChange),
  })
  .meta({ id: 'ConfigVersion' });

export const opsMerchantVersions = defineOperation({
  operationId: 'opsMerchantVersions',
  method: 'GET',
  path: '/ops/merchant/versions',
  summary: 'The versions of the configuration, newest first: who changed what, when',
  tags,
  auth: 'operator',
  roles: ['owner', 'content', 'read_only'],
  response: z.object({ list: z.array(configVersionItem) }).meta({ id: 'ConfigVersions' }),
});
