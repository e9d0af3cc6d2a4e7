import {
  errorMessageIn,
  errorTextLoaders,
  errorTextsEn,
  errorTextsTh,
  reasonMessageIn,
  TOP_BAR_BALANCE_DECIMALS,
  wordingOf,
} from '@lotto/contract';
import type { ErrorCode, ErrorWordings, Language, LoadedErrorTextLanguage } from '@lotto/contract';
import { formatDecimalCut } from './format-decimal';

// The default language and the fallback are worded by the shell; another language's error texts
// load with its messages (i18n.ts), before the app switches to it, so a refusal shown right
// after a switch already reads in the new language. The service worker keeps their files for
// offline use, as it keeps the languages' messages.
const wordings: ErrorWordings = {
  th: wordingOf('th', errorTextsTh),
  en: wordingOf('en', errorTextsEn),
};

const loads = new Map<Language, Promise<void>>();

const isLoadable = (language: string): language is LoadedErrorTextLanguage =>
  Object.hasOwn(errorTextLoaders, language);

/**
 * The language's error texts, once: settles when they are in (at once for th, en and any
 * language the app does not know); a failed load is tried again by the next call.
 */
export const loadErrorTexts = (language: string): Promise<void> => {
  if (!isLoadable(language) || wordings[language]) return Promise.resolve();
  const under = loads.get(language);
  if (under) return under;
  const load = errorTextLoaders[language]()
    .then((texts) => {
      wordings[language] = wordingOf(language, texts);
    })
    .finally(() => loads.delete(language));
  loads.set(language, load);
  return load;
};

/** Whether the language's error texts are at hand (th and en always are). */
export const hasErrorTexts = (language: Language): boolean => wordings[language] !== undefined;

/** The code's text in the language; in English while that language's texts are not in. */
export const errorMessage = (code: ErrorCode, language: Language): string =>
  errorMessageIn(wordings, code, language);

/** An amount as the server sends it, in full ("300.0000"). */
const AMOUNT = /^\d+\.\d+$/;

/**
 * A reason's amounts (a limit and what is left of it, a balance) as the app shows money: §9's
 * 2 decimals, cut (never more than it is), in the language's separators.
 */
const shownParams = (params: Record<string, unknown>, language: Language) =>
  Object.fromEntries(
    Object.entries(params).map(([name, v]) => [
      name,
      typeof v === 'string' && AMOUNT.test(v)
        ? formatDecimalCut(v, TOP_BAR_BALANCE_DECIMALS, language)
        : v,
    ]),
  );

/**
 * The reason's text in the language, `{name}`s filled from params (amounts as money is shown);
 * null for no such reason.
 */
export const reasonMessage = (
  reason: string,
  language: Language,
  params: Record<string, unknown> = {},
): string | null => reasonMessageIn(wordings, reason, language, shownParams(params, language));

/** A refusal's catalogued reason (its value's reason and params) in the language; null for none. */
export const reasonOf = (value: unknown, language: Language): string | null => {
  const { reason, params } = (value ?? {}) as { reason?: unknown; params?: unknown };
  return typeof reason === 'string'
    ? reasonMessage(reason, language, (params ?? {}) as Record<string, unknown>)
    : null;
};
