import type { Language } from './enums';
import type { ErrorTexts } from './error-messages';

/** The languages whose error texts are not in the web's shell (th and en are). */
export type LoadedErrorTextLanguage = Exclude<Language, 'th' | 'en'>;

/**
 * Each of the other languages' error texts, loaded by the web with that language's messages
 * (src/lib/i18n.ts): a player reads one language, and the four together were 18 KiB gzip of
 * every first view. Typed by the picker's languages, so a new one cannot ship without them.
 */
export const errorTextLoaders: Readonly<
  Record<LoadedErrorTextLanguage, () => Promise<ErrorTexts>>
> = {
  cn: () => import('./error-texts-cn').then((m) => m.errorTextsCn),
  ja: () => import('./error-texts-ja').then((m) => m.errorTextsJa),
  vi: () => import('./error-texts-vi').then((m) => m.errorTextsVi),
  id: () => import('./error-texts-id').then((m) => m.errorTextsId),
};
