import type { CatalogueLanguage, Language } from '@lotto/contract';
import { activeLanguage, chosenLanguage } from './i18n';
import { useTranslation } from './use-translation';

/** The active language, rendering again when it changes (queries keyed by it follow a switch). */
export const useActiveLanguage = (): Language => {
  useTranslation();
  return activeLanguage();
};

/** The chosen catalogue language (its name, tag and formats), rendering again when it changes. */
export const useChosenLanguage = (): CatalogueLanguage => {
  useTranslation();
  return chosenLanguage();
};
