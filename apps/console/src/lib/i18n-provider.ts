import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import en from '../locales/en.json';
import th from '../locales/th.json';
import raTh from '../locales/ra-th.json';

/** The languages of the merchant's staff; English first, as the console opens in it. */
export const consoleLocales = [
  { locale: 'en', name: 'English' },
  { locale: 'th', name: 'ไทย' },
] as const;

export type ConsoleLocale = (typeof consoleLocales)[number]['locale'];

type Messages = { [key: string]: string | Messages };

/** `over` laid on `base`, nested objects merged key by key. */
function merged(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = out[key];
    out[key] =
      typeof value === 'object' && typeof under === 'object' ? merged(under, value) : value;
  }
  return out;
}

const english = merged(englishMessages as Messages, en);

/** A key Thai lacks shows its English text rather than the key itself. */
export const consoleMessages: Record<ConsoleLocale, Messages> = {
  en: english,
  th: merged(english, merged(raTh, th)),
};

export const i18nProvider = polyglotI18nProvider(
  (locale) => consoleMessages[locale as ConsoleLocale] as TranslationMessages,
  'en',
  [...consoleLocales],
);
