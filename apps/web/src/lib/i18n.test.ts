import { describe, expect, it } from 'vitest';
import { StorageKey, htmlLangOf, languages, messageChainOf } from '@lotto/contract';
import { i18n, setLanguage } from './i18n';
import th from '@/locales/th.json';
import en from '@/locales/en.json';

const locales = import.meta.glob<{ default: Record<string, string> }>('../locales/*.json', {
  eager: true,
});

describe('i18n (§1, §2.12)', () => {
  it('starts in Thai', () => {
    expect(i18n.language).toBe('th');
    expect(i18n.t('title.home')).toBe(th['title.home']);
  });

  it('loads Thai alone: a language of the picker has every key and falls back to none', () => {
    expect(i18n.hasResourceBundle('th', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    expect(messageChainOf('th')).toEqual(['th']);
    expect(messageChainOf('zh-HK')).toEqual(['zh-HK', 'zh-TW', 'cn', 'en']);
  });

  it('reads a catalogue language without texts along its chain (ko in English)', async () => {
    await i18n.changeLanguage('ko');
    expect(i18n.t('title.home')).toBe(en['title.home']);
    await i18n.changeLanguage('zh-HK');
    expect(i18n.t('title.home')).toBe('首页');
  });

  it('has every language of the picker with the same keys as English', () => {
    // Keys added by other tests at runtime (test.*) are not part of the files.
    const shipped = (messages: object) =>
      Object.keys(messages)
        .filter((k) => !k.startsWith('test.'))
        .sort();
    const keys = shipped(en);
    for (const language of languages) {
      const file = locales[`../locales/${language}.json`];
      expect(file, language).toBeTruthy();
      expect(shipped(file?.default ?? {}), language).toEqual(keys);
    }
  });

  it('loads a lazy language, sets <html lang> and remembers the choice', async () => {
    await setLanguage('cn');
    expect(document.documentElement.lang).toBe('zh');
    expect(localStorage.getItem(StorageKey.language)).toBe('cn');
    expect(i18n.t('title.home')).toBe('首页');
    await setLanguage('vi');
    expect(document.documentElement.lang).toBe('vi');
  });

  it('maps cn to zh for <html lang>', () => {
    expect(htmlLangOf('cn')).toBe('zh');
    expect(htmlLangOf('th')).toBe('th');
  });
});
