import { useSyncExternalStore } from 'react';
import { messageChainOf } from '@lotto/contract';
import { i18n } from './i18n';

type Values = Record<string, unknown>;
/** A message by its key, with `{name}` placeholders filled from `values`. */
export type Translate = (key: string, values?: Values) => string;

// As i18n.ts configures i18next: ICU-looking placeholders, values inserted as they are.
const PLACEHOLDER = /\{(\w+)\}/g;

const messagesOf = (language: string): Record<string, unknown> | undefined =>
  i18n.store.data[language]?.translation as Record<string, unknown> | undefined;

/**
 * A message found as it is in the language's messages (or the fallback's) needs no more than a
 * look-up and its placeholders filled; i18next's own `t` (option parsing, nesting, plurals,
 * post-processing) took 25-35 ms of a page's start. Anything else goes to i18next, so a missing
 * key reads as i18next would have it.
 */
const translatorOf = (language: string): Translate => {
  // As i18n.ts's fallbackLng: a catalogue language reads along its chain (ms, id, en).
  const chain = messageChainOf(language);
  return (key, values) => {
    let message: unknown;
    for (const code of chain) {
      message = messagesOf(code)?.[key];
      if (message !== undefined) break;
    }
    if (typeof message !== 'string') return i18n.t(key, values);
    if (!values) return message;
    return message.replace(PLACEHOLDER, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
};

// One snapshot per language and per set of messages: a language's messages may land after it was
// chosen, and what renders with them must render again then. One listener on i18next for all.
let revision = 0;
const listeners = new Set<() => void>();
let listening = false;
const changed = () => {
  revision += 1;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  if (!listening) {
    i18n.on('languageChanged', changed);
    i18n.store.on('added', changed);
    listening = true;
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const getSnapshot = () => `${i18n.language}#${revision}`;

// The translator of the current snapshot: the same function until the snapshot changes.
let current: { snapshot: string; t: Translate } | null = null;
const translatorFor = (snapshot: string): Translate => {
  if (current?.snapshot !== snapshot) current = { snapshot, t: translatorOf(i18n.language) };
  return current.t;
};

/**
 * react-i18next's `useTranslation` for this app's messages: `t` renders again when the language
 * or its messages change, and is the same function until then.
 */
export const useTranslation = (): { t: Translate; i18n: typeof i18n } => {
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { t: translatorFor(snapshot), i18n };
};
