import { FALLBACK_LANGUAGE } from '@lotto/contract';
import { activeLanguage, i18n } from './i18n';

type Messages = Record<string, string>;
/** `import.meta.glob('./locales/*.json')` of a feature: one file per language, th and en at least. */
export type MessageFiles = Record<string, () => Promise<{ default: Messages }>>;

const fileOf = (files: MessageFiles, language: string) =>
  Object.entries(files).find(([path]) => path.endsWith(`/${language}.json`))?.[1];

/**
 * A feature's own messages, kept out of the shell's bundle (the shell ships src/locales/th.json and
 * en.json in every first view). A feature's page modules `await` this at the top of a module they
 * import, so the page renders with its texts; a language chosen later loads its file then. A key a
 * language lacks reads in English.
 */
export const loadFeatureMessages = async (files: MessageFiles): Promise<void> => {
  const add = async (language: string) => {
    const load = fileOf(files, language);
    if (!load) return;
    const { default: messages } = await load();
    i18n.addResourceBundle(language, 'translation', messages, true, false);
  };
  i18n.on('languageChanged', (language: string) => void add(language));
  await Promise.all([...new Set([activeLanguage(), FALLBACK_LANGUAGE])].map(add));
};
