import { FALLBACK_LANGUAGE, languages, type Language } from './enums';

/**
 * §1 "The full language catalogue has over 30 entries": the languages a merchant may offer. The six
 * of the picker (`Language`) have every text; any other shows the texts of the first complete
 * language on its fallback chain, and its own name, tag and formats (numbers, money, dates).
 *
 * Left-to-right languages only: a right-to-left one (ar, fa, ur, he) would turn the page with no
 * text of its own to show in it, so none is offered until its texts exist.
 */
interface CatalogueEntry {
  /** BCP 47 tag: `<html lang>`, `lang` attributes and Intl formats. */
  readonly tag: string;
  /** The language's name in its own script, as the picker lists it. */
  readonly name: string;
  /** The next language to read a text in when this one lacks it; none for en, the last. */
  readonly fallback?: string;
}

const entries = {
  th: { tag: 'th', name: 'ไทย', fallback: 'en' },
  en: { tag: 'en', name: 'English' },
  cn: { tag: 'zh-CN', name: '简体中文', fallback: 'en' },
  ja: { tag: 'ja', name: '日本語', fallback: 'en' },
  vi: { tag: 'vi', name: 'Tiếng Việt', fallback: 'en' },
  id: { tag: 'id', name: 'Bahasa Indonesia', fallback: 'en' },
  // Traditional Chinese readers read Simplified more easily than English.
  'zh-TW': { tag: 'zh-TW', name: '繁體中文（台灣）', fallback: 'cn' },
  'zh-HK': { tag: 'zh-HK', name: '繁體中文（香港）', fallback: 'zh-TW' },
  ko: { tag: 'ko', name: '한국어', fallback: 'en' },
  // Malay, Javanese and Sundanese readers read Indonesian: the languages are close kin.
  ms: { tag: 'ms', name: 'Bahasa Melayu', fallback: 'id' },
  jv: { tag: 'jv', name: 'Basa Jawa', fallback: 'id' },
  su: { tag: 'su', name: 'Basa Sunda', fallback: 'id' },
  fil: { tag: 'fil', name: 'Filipino', fallback: 'en' },
  km: { tag: 'km', name: 'ខ្មែរ', fallback: 'en' },
  // Lao readers read Thai (the scripts and much of the vocabulary are shared).
  lo: { tag: 'lo', name: 'ລາວ', fallback: 'th' },
  my: { tag: 'my', name: 'မြန်မာ', fallback: 'en' },
  mn: { tag: 'mn', name: 'Монгол', fallback: 'en' },
  hi: { tag: 'hi', name: 'हिन्दी', fallback: 'en' },
  bn: { tag: 'bn', name: 'বাংলা', fallback: 'en' },
  ta: { tag: 'ta', name: 'தமிழ்', fallback: 'en' },
  te: { tag: 'te', name: 'తెలుగు', fallback: 'en' },
  mr: { tag: 'mr', name: 'मराठी', fallback: 'en' },
  kn: { tag: 'kn', name: 'ಕನ್ನಡ', fallback: 'en' },
  ml: { tag: 'ml', name: 'മലയാളം', fallback: 'en' },
  ne: { tag: 'ne', name: 'नेपाली', fallback: 'en' },
  si: { tag: 'si', name: 'සිංහල', fallback: 'en' },
  tr: { tag: 'tr', name: 'Türkçe', fallback: 'en' },
  ru: { tag: 'ru', name: 'Русский', fallback: 'en' },
  uk: { tag: 'uk', name: 'Українська', fallback: 'en' },
  pt: { tag: 'pt', name: 'Português', fallback: 'en' },
  'pt-BR': { tag: 'pt-BR', name: 'Português (Brasil)', fallback: 'pt' },
  es: { tag: 'es', name: 'Español', fallback: 'en' },
  fr: { tag: 'fr', name: 'Français', fallback: 'en' },
  de: { tag: 'de', name: 'Deutsch', fallback: 'en' },
  it: { tag: 'it', name: 'Italiano', fallback: 'en' },
  nl: { tag: 'nl', name: 'Nederlands', fallback: 'en' },
  pl: { tag: 'pl', name: 'Polski', fallback: 'en' },
} as const satisfies Record<string, CatalogueEntry>;

/** A language of the catalogue: one of the six complete ones, or one that falls back to them. */
export type CatalogueLanguage = keyof typeof entries;
export const languageCatalogue: Readonly<Record<CatalogueLanguage, CatalogueEntry>> = entries;
/** The catalogue's codes, the six of the picker first. */
export const catalogueLanguages = Object.keys(entries) as [
  CatalogueLanguage,
  ...CatalogueLanguage[],
];

const byLowerCase = new Map<string, CatalogueLanguage>(
  catalogueLanguages.map((code) => [code.toLowerCase(), code]),
);

export const isCatalogueLanguage = (value: unknown): value is CatalogueLanguage =>
  typeof value === 'string' && Object.hasOwn(entries, value);

/** The catalogue code a header, cookie or address names, in any case (`zh-tw`), or null. */
export const catalogueLanguageOf = (value: unknown): CatalogueLanguage | null =>
  typeof value === 'string' ? (byLowerCase.get(value.trim().toLowerCase()) ?? null) : null;

const isComplete = (code: string): code is Language => (languages as string[]).includes(code);

/** The code and each language its texts fall back to, in order; always ends in en. */
export const fallbackChainOf = (code: CatalogueLanguage): CatalogueLanguage[] => {
  const chain: CatalogueLanguage[] = [code];
  let next: string | undefined = languageCatalogue[code].fallback;
  while (next !== undefined && isCatalogueLanguage(next) && !chain.includes(next)) {
    chain.push(next);
    next = languageCatalogue[next].fallback;
  }
  return chain;
};

/**
 * The languages whose messages a language reads, itself first: a complete language has every key
 * (the web's i18n.test.ts) and reads no other, a catalogue language reads along its chain (zh-HK,
 * zh-TW, cn, en), and any other code in English. The web loads these files, and the server
 * preloads them in the index.
 */
export const messageChainOf = (code: string): string[] =>
  isComplete(code)
    ? [code]
    : isCatalogueLanguage(code)
      ? fallbackChainOf(code)
      : [code, FALLBACK_LANGUAGE];

/** The complete language whose texts a catalogue language shows: the first one on its chain. */
export const textLanguageOf = (code: CatalogueLanguage): Language =>
  fallbackChainOf(code).find(isComplete) ?? FALLBACK_LANGUAGE;

/**
 * Whether a merchant offering `supported` serves texts in `language`: it offers that language, or
 * a catalogue language that reads in it (ms reads in id).
 */
export const offersTextLanguage = (
  supported: readonly CatalogueLanguage[],
  language: Language,
): boolean => supported.some((code) => textLanguageOf(code) === language);

/** BCP 47 tag of a catalogue language (for Intl); anything else as it is. */
export const languageTagOf = (language: string): string =>
  isCatalogueLanguage(language) ? languageCatalogue[language].tag : language;

/**
 * <html lang> and `lang` attributes want BCP 47. The picker's cn has always been marked plain
 * Chinese (zh): readers and fonts take it as Simplified, and pages and tests key on it.
 */
export const htmlLangOf = (language: string): string =>
  language === 'cn' ? 'zh' : languageTagOf(language);

/** The language's name in its own script. */
export const languageNameOf = (code: CatalogueLanguage): string => languageCatalogue[code].name;
