import type { Language } from '@lotto/contract';
import { activeLanguage } from './i18n';
import { useTranslation } from './use-translation';

/** The active language, rendering again when it changes (queries keyed by it follow a switch). */
export const useActiveLanguage = (): Language => {
  useTranslation();
  return activeLanguage();
};
