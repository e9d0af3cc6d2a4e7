import { createHash } from 'node:crypto';
import { ErrorCode, type ConfigChange, type MerchantConfig } from '@lotto/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import {
  insertVersion,
  latestFileVersion,
  latestVersion,
  listVersions,
  lockConfigFile,
} from './config-versions.repository';
import { findMerchantConfig } from './merchant.repository';
import { isUniqueViolation } from '../../db/unique-violation';

/** Versions listed in the console. */
export const CONFIG_VERSIONS_LISTED = 100;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** JSON with object keys sorted: jsonb does not keep the order the keys were written in. */
const stableJson = (v: unknown): string =>
  isObject(v)
    ? `{${Object.keys(v)
        .sort()
        .map((k) => `${JSON.stringify(k)}:${stableJson(v[k])}`)
        .join(',')}}`
    : Array.isArray(v)
      ? `[${v.map(stableJson).join(',')}]`
      : JSON.stringify(v);

/** The fields that differ, by dotted path; arrays and scalars compare whole. */
export function configChanges(before: unknown, after: unknown, path = ''): ConfigChange[] {
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((k) => configChanges(before[k], after[k], path ? `${path}.${k}` : k));
  }
  return stableJson(before) === stableJson(after)
    ? []
    : [{ path: path || '(all)', before: before ?? null, after: after ?? null }];
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** How versions applied before the file's own text was hashed were marked. */
const parsedConfigHash = (config: MerchantConfig) => sha256(stableJson(config));

/**
 * The YAML ↔ console rule, at start: the file seeds a merchant the database does not have, and
 * a file that changed since it was last applied is applied again (as a new version); otherwise
 * the database, where the console's changes are, stays the source. "Changed" is judged on the
 * file's text (`fileText`), not on the parsed configuration: a new release whose schema gives a
 * new field a default must not apply an unchanged file over the console's changes.
 */
export async function applyConfigFile(
  db: Db,
  file: MerchantConfig,
  now: Date,
  fileText: string = stableJson(file),
): Promise<'seeded' | 'applied' | 'kept'> {
  try {
    return await applyConfigFileOnce(db, file, now, fileText);
  } catch (error) {
    // A console change saved on another instance wrote the same version number first: read
    // again, past it (instances applying the file itself wait for each other's lock).
    if (!isUniqueViolation(error)) throw error;
    return applyConfigFileOnce(db, file, now, fileText);
  }
}

async function applyConfigFileOnce(
  db: Db,
  file: MerchantConfig,
  now: Date,
  fileText: string,
): Promise<'seeded' | 'applied' | 'kept'> {
  const hash = sha256(fileText);
  return db.transaction(async (tx) => {
    await lockConfigFile(tx, file.code);
    const lastFile = await latestFileVersion(tx, file.code);
    if (lastFile?.fileHash === hash || lastFile?.fileHash === parsedConfigHash(file)) return 'kept';
    const latest = await latestVersion(tx, file.code);
    const running = latest?.config ?? (await findMerchantConfig(tx, file.code));
    await insertVersion(tx, {
      merchantCode: file.code,
      version: (latest?.version ?? 0) + 1,
      config: file,
      source: 'file',
      fileHash: hash,
      operatorId: null,
      operatorUsername: null,
      changes: configChanges(running ?? {}, file),
      at: now,
    });
    return running ? 'applied' : 'seeded';
  });
}

export async function currentConfig(db: Db, merchantCode: string) {
  const latest = await latestVersion(db, merchantCode);
  const config = latest?.config ?? (await findMerchantConfig(db, merchantCode));
  if (!config) throw new HttpError(ErrorCode.NOT_FOUND, 'No such merchant');
  return {
    version: latest?.version ?? 0,
    config,
    updatedAt: (latest?.createdAt ?? new Date(0)).getTime(),
    updatedBy: latest?.operatorUsername ?? null,
  };
}

const changedMeanwhile = (version: number) =>
  new HttpError(
    ErrorCode.CONFLICT,
    `The settings changed meanwhile (now version ${version}); reload them`,
  );

/**
 * A console change on top of `expectedVersion`; pass the transaction that also writes the audit
 * entry. A version written meanwhile answers 409: the operator reloads and sees the other change.
 */
export async function saveConsoleVersion(
  db: Db,
  operator: { id: number; username: string },
  merchantCode: string,
  expectedVersion: number,
  config: MerchantConfig,
  now: Date,
) {
  if (config.code !== merchantCode) {
    throw new HttpError(ErrorCode.BAD_REQUEST, 'config.code: the merchant code cannot change', {
      fields: { 'config.code': 'the merchant code cannot change' },
    });
  }
  const current = await currentConfig(db, merchantCode);
  if (current.version !== expectedVersion) throw changedMeanwhile(current.version);
  const changes = configChanges(current.config, config);
  const version = current.version + 1;
  try {
    await insertVersion(db, {
      merchantCode,
      version,
      config,
      source: 'console',
      fileHash: null,
      operatorId: operator.id,
      operatorUsername: operator.username,
      changes,
      at: now,
    });
  } catch (err) {
    // Another save of the same version committed between the check and this insert.
    if (isUniqueViolation(err)) throw changedMeanwhile(version);
    throw err;
  }
  return { version, changes, before: current.config };
}

export async function configVersions(db: Db, merchantCode: string) {
  const rows = await listVersions(db, merchantCode, CONFIG_VERSIONS_LISTED);
  return {
    list: rows.map((r) => ({
      version: r.version,
      at: r.createdAt.getTime(),
      source: r.source,
      by: r.operatorUsername,
      changes: r.changes,
    })),
  };
}
