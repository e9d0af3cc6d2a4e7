import { describe, expect, it } from 'vitest';
import { languages } from '@lotto/contract';
import { i18n, setLanguage } from './i18n';
import { loadFeatureMessages } from './feature-messages';
import type { MessageFiles } from './feature-messages';
import shell from '@/locales/en.json';

// Every feature's own message files (src/features/<feature>/locales/<language>.json).
const featureFiles = import.meta.glob<{ default: Record<string, string> }>(
  '../features/*/locales/*.json',
  { eager: true },
);

const byFeature = (): Map<string, Map<string, Record<string, string>>> => {
  const features = new Map<string, Map<string, Record<string, string>>>();
  for (const [path, file] of Object.entries(featureFiles)) {
    const [, feature, language] = /features\/([^/]+)\/locales\/([^/]+)\.json$/.exec(path) ?? [];
    if (!feature || !language) continue;
    const files = features.get(feature) ?? new Map<string, Record<string, string>>();
    files.set(language, file.default);
    features.set(feature, files);
  }
  return features;
};

describe('feature messages', () => {
  it('loads the active language and English, then a language chosen later', async () => {
    const files: MessageFiles = {
      './locales/th.json': () => Promise.resolve({ default: { 'test.feature': 'ไทย' } }),
      './locales/en.json': () => Promise.resolve({ default: { 'test.feature': 'English' } }),
      './locales/ja.json': () => Promise.resolve({ default: { 'test.feature': '日本語' } }),
    };
    await setLanguage('th');
    await loadFeatureMessages(files);
    expect(i18n.t('test.feature')).toBe('ไทย');
    await setLanguage('ja');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(i18n.t('test.feature')).toBe('日本語');
    await setLanguage('th');
  });

  it('gives every feature Thai and English with the same keys, no stray keys, none the shell has', () => {
    for (const [feature, files] of byFeature()) {
      const en = files.get('en');
      const th = files.get('th');
      expect(en, `${feature}/en`).toBeTruthy();
      expect(th, `${feature}/th`).toBeTruthy();
      const keys = Object.keys(en ?? {}).sort();
      expect(Object.keys(th ?? {}).sort(), `${feature}/th`).toEqual(keys);
      for (const [language, messages] of files) {
        expect(languages as string[], `${feature}/${language}`).toContain(language);
        for (const key of Object.keys(messages))
          expect(keys, `${feature}/${language}`).toContain(key);
      }
      for (const key of keys) expect(shell, `${feature}: ${key}`).not.toHaveProperty(key);
    }
  });

  it('writes placeholders as {name}, as the translator fills them, never {{name}}', () => {
    const shellFiles = import.meta.glob<{ default: Record<string, string> }>('../locales/*.json', {
      eager: true,
    });
    for (const [path, file] of Object.entries({ ...shellFiles, ...featureFiles })) {
      for (const [key, message] of Object.entries(file.default))
        expect(message, `${path}: ${key}`).not.toMatch(/\{\{/);
    }
  });
});
