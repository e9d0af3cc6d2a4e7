import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { merchantConfig, type MerchantConfig } from '@lotto/contract';

export class MerchantConfigError extends Error {}

/** Parses and validates one merchant file; the error names every bad field and the file. */
export function parseMerchantConfig(text: string, source: string): MerchantConfig {
  let raw: unknown;
  try {
    raw = extname(source) === '.json' ? JSON.parse(text) : parseYaml(text);
  } catch (err) {
    throw new MerchantConfigError(
      `${source}: not valid ${extname(source) === '.json' ? 'JSON' : 'YAML'}: ${(err as Error).message}`,
    );
  }
  const parsed = merchantConfig.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const field = i.path.join('.') || '(root)';
      return `  ${field}: ${i.message}`;
    });
    throw new MerchantConfigError(
      `${source}: invalid merchant configuration:\n${lines.join('\n')}`,
    );
  }
  return parsed.data;
}

export async function loadMerchantConfigFile(path: string): Promise<MerchantConfig> {
  return (await readMerchantConfigFile(path)).config;
}

/** The configuration and the file's text as written (what decides whether it changed). */
export async function readMerchantConfigFile(
  path: string,
): Promise<{ config: MerchantConfig; text: string }> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    throw new MerchantConfigError(
      `${path}: cannot read merchant configuration: ${(err as Error).message}`,
    );
  }
  return { config: parseMerchantConfig(text, path), text };
}
