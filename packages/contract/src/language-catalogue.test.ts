import { describe, expect, it } from 'vitest';
import { languages } from './enums';
import { languageField } from './fields';
import {
  catalogueLanguageOf,
  catalogueLanguages,
  fallbackChainOf,
  htmlLangOf,
  languageCatalogue,
  languageNameOf,
  languageTagOf,
  offersTextLanguage,
  textLanguageOf,
} from './language-catalogue';
import { consolidatedSettingsValue } from './system';

describe('the language catalogue (§1)', () => {
  it('has over 30 languages, each code once, the six of the picker first', () => {
    expect(catalogueLanguages.length).toBeGreaterThan(30);
    expect(new Set(catalogueLanguages).size).toBe(catalogueLanguages.length);
    expect(new Set(catalogueLanguages.map((c) => c.toLowerCase())).size).toBe(
      catalogueLanguages.length,
    );
    expect(catalogueLanguages.slice(0, languages.length)).toEqual(languages);
  });

  it.each(catalogueLanguages)('%s has a name in its own script and a valid BCP 47 tag', (code) => {
    expect(languageNameOf(code).trim()).not.toBe('');
    const tag = languageTagOf(code);
    expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
    // Right to left is not offered until its texts exist.
    const locale = new Intl.Locale(tag) as Intl.Locale & {
      getTextInfo?: () => { direction: string };
    };
    if (locale.getTextInfo) expect(locale.getTextInfo().direction).toBe('ltr');
  });

  it.each(catalogueLanguages)(
    '%s falls back along catalogue codes to a complete language, then en',
    (code) => {
      const chain = fallbackChainOf(code);
      expect(chain[0]).toBe(code);
      expect(chain.at(-1)).toBe('en');
      for (const step of chain) expect(catalogueLanguages).toContain(step);
      const fallback = languageCatalogue[code].fallback;
      if (fallback !== undefined) expect(catalogueLanguages).toContain(fallback);
      expect(languages).toContain(textLanguageOf(code));
      expect(chain).toContain(textLanguageOf(code));
    },
  );

  it('names the complete languages as the picker always has and chains the kin', () => {
    expect(languageNameOf('th')).toBe('ไทย');
    expect(languageNameOf('ko')).toBe('한국어');
    for (const language of languages) expect(textLanguageOf(language)).toBe(language);
    expect(fallbackChainOf('zh-HK')).toEqual(['zh-HK', 'zh-TW', 'cn', 'en']);
    expect(fallbackChainOf('ms')).toEqual(['ms', 'id', 'en']);
    expect(fallbackChainOf('lo')).toEqual(['lo', 'th', 'en']);
    expect(fallbackChainOf('ko')).toEqual(['ko', 'en']);
    expect(textLanguageOf('zh-HK')).toBe('cn');
    expect(textLanguageOf('ms')).toBe('id');
    expect(textLanguageOf('pt-BR')).toBe('en');
  });

  it('marks <html lang> with the chosen language tag, cn as zh as before', () => {
    expect(htmlLangOf('cn')).toBe('zh');
    expect(htmlLangOf('zh-TW')).toBe('zh-TW');
    expect(htmlLangOf('ko')).toBe('ko');
    expect(htmlLangOf('th')).toBe('th');
  });

  it('reads a code in any case, and nothing else', () => {
    expect(catalogueLanguageOf('zh-tw')).toBe('zh-TW');
    expect(catalogueLanguageOf(' KO ')).toBe('ko');
    expect(catalogueLanguageOf('xx')).toBeNull();
    expect(catalogueLanguageOf(undefined)).toBeNull();
  });

  it('serves a text language a merchant offers through a catalogue language', () => {
    expect(offersTextLanguage(['th', 'ms'], 'id')).toBe(true);
    expect(offersTextLanguage(['th', 'ms'], 'en')).toBe(false);
    expect(offersTextLanguage(['th', 'en'], 'en')).toBe(true);
  });

  it('takes a catalogue code as a call language and reads it as its text language', () => {
    expect(languageField.parse('ms')).toBe('id');
    expect(languageField.parse('ko')).toBe('en');
    expect(languageField.parse('th')).toBe('th');
    expect(languageField.safeParse('xx').success).toBe(false);
  });

  it('lets settings name catalogue languages', () => {
    const shape = consolidatedSettingsValue.shape.merchant.shape;
    expect(shape.languages.safeParse(['th', 'en', 'ko', 'zh-HK']).success).toBe(true);
    expect(shape.defaultLanguage.safeParse('xx').success).toBe(false);
  });
});
