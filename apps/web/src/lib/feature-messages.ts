import { messageChainOf } from '@lotto/contract';
import { i18n, shellMessagesReady } from './i18n';

type Messages = Record<string, string>;
/** `import.meta.glob('./locales/*.json')` of a feature: one file per language, th and en at least. */
export type MessageFiles = Record<string, () => Promise<{ default: Messages }>>;

const fileOf = (files: MessageFiles, language: string) =>
  Object.entries(files).find(([path]) => path.endsWith(`/${language}.json`))?.[1];

/** Loads still under way: the router waits for them before it renders a page (router.tsx). */
const pending = new Set<Promise<void>>();

/**
 * A feature's own messages, kept out of the shell's bundle (the shell's own, src/locales/, load with
 * it, one language). A feature's `messages.ts` calls this when it is evaluated, which is
 * when a page that imports it loads, and the router waits for `featureMessagesReady()` before it
 * renders that page, so the page renders with its texts. Not a top-level await: a module with one
 * makes the bundler load the contract's schemas with the shell (e2e first-view test). A language
 * chosen later loads its file then; a key a language lacks reads in English.
 */
export const loadFeatureMessages = async (files: MessageFiles): Promise<void> => {
  const add = async (language: string) => {
    const load = fileOf(files, language);
    if (!load) return;
    const { default: messages } = await load();
    i18n.addResourceBundle(language, 'translation', messages, true, false);
  };
  // The languages the shell's messages read (a catalogue language's chain): never another's, whose
  // bundle begun here would keep i18next from loading that language's shell messages later.
  i18n.on('languageChanged', (language: string) => {
    for (const code of messageChainOf(language)) void track(add(code));
  });
  await track(Promise.all(messageChainOf(i18n.language).map(add)).then(() => undefined));
};

/** A load the router (and the server's render) waits for until it settles. */
const track = (loading: Promise<void>): Promise<void> => {
  pending.add(loading);
  const settled = loading.finally(() => pending.delete(loading));
  settled.catch(() => undefined);
  return settled;
};

/** Settles when every feature's messages asked for so far are in (or failed: keys then show). */
export const featureMessagesReady = async (): Promise<void> => {
  await shellMessagesReady();
  await Promise.allSettled([...pending]);
};
