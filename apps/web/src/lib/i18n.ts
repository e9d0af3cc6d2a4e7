import i18next from 'i18next';
import type { BackendModule, ReadCallback } from 'i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  StorageKey,
  catalogueLanguages,
  htmlLangOf,
  isCatalogueLanguage,
  messageChainOf,
  languages,
  textLanguageOf,
} from '@lotto/contract';
import type { CatalogueLanguage, Language } from '@lotto/contract';
import { loadErrorTexts } from './error-texts';

type Messages = Record<string, string>;

/** A year, like the stored choice it mirrors. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

// Each language's messages are a chunk of their own, the player's loaded with the shell (the server
// preloads it in the index: apps/server/src/web/web-app.ts): a first view carries one language, not
// the default and the fallback both (about 5 KiB of gzip each).
const lazyLocales = import.meta.glob<{ default: Messages }>('../locales/*.json');

const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language: string, _namespace: string, callback: ReadCallback) {
    const load = lazyLocales[`../locales/${language}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    // The language's error texts come with its messages: i18next switches once both are in.
    // Without them a refusal reads in English (or the server's text), not without the messages.
    Promise.all([load(), loadErrorTexts(language).catch(() => undefined)]).then(
      ([module]) => callback(null, module.default),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** One of the six complete languages of the picker (texts, Record<Language, …> look-ups). */
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as string[]).includes(value);

const storedLanguage = (): CatalogueLanguage | null => {
  try {
    const stored = localStorage.getItem(StorageKey.language);
    return isCatalogueLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
};

export const hasStoredLanguage = (): boolean => storedLanguage() !== null;

export const i18n = i18next.createInstance();

const applyHtmlLang = (language: string) => {
  // Each write restyles the whole document or crosses to the browser process: only on a change.
  const lang = htmlLangOf(language);
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  // The server answers a page's first calls inside its index, in this language (first-view answers).
  // It gets the catalogue code, as the Language header does: it knows which codes the merchant
  // offers and reads each in the complete language it falls back to.
  const cookie = `${LANGUAGE_COOKIE}=${language}`;
  if (isCatalogueLanguage(language) && !`; ${document.cookie}`.includes(`; ${cookie}`))
    document.cookie = `${cookie}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
};

i18n.on('languageChanged', applyHtmlLang);

const shellMessages = i18n.use(lazyBackend).init({
  lng: storedLanguage() ?? DEFAULT_LANGUAGE,
  fallbackLng: (code: string) => messageChainOf(code).slice(1),
  supportedLngs: catalogueLanguages,
  load: 'currentOnly',
  initAsync: false,
  // Keys are flat and stable (`login.forgot_password`); placeholders look like ICU: {name}.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
});

/**
 * Settles once the starting language's messages are in (or failed: keys then show): the app's first
 * render and the server's wait for it (feature-messages.ts), never a render of bare keys.
 */
export const shellMessagesReady = (): Promise<void> =>
  shellMessages.then(
    () => undefined,
    () => undefined,
  );

/** The catalogue language the player reads: its name, its tag, its number and date formats. */
export const chosenLanguage = (): CatalogueLanguage =>
  isCatalogueLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

/**
 * The complete language whose texts show (the chosen one's fallback, ms reads in id): what calls
 * ask texts in and what Record<Language, …> look-ups take.
 */
export const activeLanguage = (): Language => {
  // i18next's resolved language is the first on the chain with texts in (a lazy one not in yet
  // reads in en); a language of the catalogue without texts resolves to the one it reads in.
  const resolved = i18n.resolvedLanguage;
  return isLanguage(resolved) ? resolved : textLanguageOf(chosenLanguage());
};

/** The player's explicit choice: it survives a reload (§2.12). */
export const setLanguage = async (language: CatalogueLanguage): Promise<void> => {
  try {
    localStorage.setItem(StorageKey.language, language);
  } catch {
    // Private mode may refuse storage; the choice then lasts for this page only.
  }
  await i18n.changeLanguage(language);
};
