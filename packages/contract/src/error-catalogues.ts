import type { ErrorCode } from './errors';
import type { Language } from './enums';
import {
  errorMessageIn,
  errorTextsEn,
  errorTextsTh,
  reasonMessageIn,
  wordingOf,
  type ErrorCatalogue,
  type ErrorWording,
} from './error-messages';
import { errorTextsCn } from './error-texts-cn';
import { errorTextsId } from './error-texts-id';
import { errorTextsJa } from './error-texts-ja';
import { errorTextsVi } from './error-texts-vi';

/**
 * The §8 catalogue texts the server puts in `message`, in the caller's language, and its refusal
 * reasons: every language of the picker, so a new one cannot ship without its texts. The web
 * loads only the active language's (error-text-loaders.ts), never this module.
 */
const wordings: Readonly<Record<Language, ErrorWording>> = {
  en: wordingOf('en', errorTextsEn),
  th: wordingOf('th', errorTextsTh),
  cn: wordingOf('cn', errorTextsCn),
  ja: wordingOf('ja', errorTextsJa),
  vi: wordingOf('vi', errorTextsVi),
  id: wordingOf('id', errorTextsId),
};

const byLanguage = <T>(pick: (w: ErrorWording) => T): Readonly<Record<Language, T>> =>
  Object.fromEntries(Object.entries(wordings).map(([l, w]) => [l, pick(w)])) as Record<Language, T>;

export const errorCatalogues: Readonly<Record<Language, ErrorCatalogue>> = byLanguage(
  (w) => w.codes,
);

export const reasonCatalogues: Readonly<Record<Language, Record<string, string>>> = byLanguage(
  (w) => w.reasons,
);

export const errorMessage = (code: ErrorCode, language: Language): string =>
  errorMessageIn(wordings, code, language);

/**
 * Why a call was refused, when the envelope's value carries a `reason` (a lottery slip or cancel,
 * the ledger's INSUFFICIENT_FUNDS met there): the player's text in their language, `{name}` taken
 * from value.params; null for no such reason. The server's error handler sends it as `message`
 * and as the text of each field named.
 */
export const reasonMessage = (
  reason: string,
  language: Language,
  params: Record<string, unknown> = {},
): string | null => reasonMessageIn(wordings, reason, language, params);
