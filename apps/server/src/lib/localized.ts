import {
  FALLBACK_LANGUAGE,
  offersTextLanguage,
  type Language,
  type MerchantConfig,
} from '@lotto/contract';
import type { LocalizedText } from '../db/schema';

/**
 * Text in the asked language, else in the fallback language (en), else `fallback` when the row
 * has one of its own (a lottery's remark), else any language the row has.
 */
export const localized = (text: LocalizedText, language: Language, fallback?: string): string =>
  text[language] ?? text[FALLBACK_LANGUAGE] ?? fallback ?? Object.values(text)[0] ?? '';

/**
 * The language of a call's answer: §7 sends language in the query of the catalogue calls, and it
 * wins over the Language header (request.language) when the merchant offers it, itself or through
 * a catalogue language that reads in it (the query names the text language: ms arrives as id).
 */
export const answerLanguage = (request: {
  query: { language?: Language };
  merchant: MerchantConfig;
  language: Language;
}): Language => {
  const asked = request.query.language;
  return asked && offersTextLanguage(request.merchant.languages.supported, asked)
    ? asked
    : request.language;
};

/** A text's Thai and English for the console, which edits those two: '' where the row has none. */
export const thEn = (text: LocalizedText) => ({ th: text.th ?? '', en: text.en ?? '' });

/** The same as a console form's two fields, `${key}Th` and `${key}En` (nameTh, nameEn). */
export const thEnFields = <K extends string>(key: K, text: LocalizedText) =>
  ({ [`${key}Th`]: text.th ?? '', [`${key}En`]: text.en ?? '' }) as Record<
    `${K}Th` | `${K}En`,
    string
  >;
