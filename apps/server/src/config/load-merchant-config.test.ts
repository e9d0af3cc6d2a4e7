import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { parse } from 'yaml';
import {
  loadMerchantConfigFile,
  MerchantConfigError,
  parseMerchantConfig,
} from './load-merchant-config';

const demoPath = fileURLToPath(new URL('../../merchants/demo.yaml', import.meta.url));
const demo = () => parse(readFileSync(demoPath, 'utf8')) as Record<string, unknown>;

describe('merchant configuration', () => {
  it('the shipped demo merchant is valid', async () => {
    const config = await loadMerchantConfigFile(demoPath);
    expect(config.code).toBe('DEMO');
    expect(config.languages.default).toBe('th');
  });

  it('names the bad field and the file', () => {
    const bad = demo();
    (bad.branding as { colours: { primary: string } }).colours.primary = 'gold';
    bad.timeZone = 'Mars/Olympus';
    expect(() => parseMerchantConfig(stringify(bad), 'bad.yaml')).toThrow(MerchantConfigError);
    try {
      parseMerchantConfig(stringify(bad), 'bad.yaml');
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('bad.yaml');
      expect(message).toContain('branding.colours.primary');
      expect(message).toContain('timeZone');
    }
  });

  it('refuses unknown keys, unknown whitelabel flags and a default language not supported', () => {
    const bad = demo();
    bad.colour = 'red';
    (bad.whitelabel as Record<string, boolean>).NOSUCHFLAG = true;
    (bad.languages as { default: string; supported: string[] }).supported = ['en'];
    const message = (() => {
      try {
        parseMerchantConfig(stringify(bad), 'x.yaml');
        return '';
      } catch (err) {
        return (err as Error).message;
      }
    })();
    expect(message).toMatch(/colour/);
    expect(message).toMatch(/whitelabel/);
    expect(message).toMatch(/languages\.default/);
  });

  it('offers any language of the catalogue and names the field of an unknown one', () => {
    const good = demo();
    good.languages = { default: 'ko', supported: ['th', 'en', 'ko', 'zh-HK'] };
    expect(parseMerchantConfig(stringify(good), 'good.yaml').languages.supported).toEqual([
      'th',
      'en',
      'ko',
      'zh-HK',
    ]);
    const bad = demo();
    bad.languages = { default: 'th', supported: ['th', 'en', 'klingon'] };
    expect(() => parseMerchantConfig(stringify(bad), 'bad.yaml')).toThrow(
      /languages\.supported\.2: "klingon" is not a language of the catalogue/,
    );
  });

  it('reads JSON too, and says when the file is not parseable', () => {
    expect(parseMerchantConfig(JSON.stringify(demo()), 'demo.json').code).toBe('DEMO');
    expect(() => parseMerchantConfig('{ nope', 'broken.json')).toThrow(
      /broken\.json: not valid JSON/,
    );
  });

  it('says when the file is missing', async () => {
    await expect(loadMerchantConfigFile('/no/such/file.yaml')).rejects.toThrow(/cannot read/);
  });
});
