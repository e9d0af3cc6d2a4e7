import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { LANGUAGE_RELOAD_DEBOUNCE_MS } from '@lotto/contract';
import type { Language } from '@lotto/contract';
import { activeLanguage } from '@/lib/i18n';

/** §2.12 the game list reloads on a language change, 250 ms after the last change. */
export const useDebouncedLanguage = (): Language => {
  const { i18n } = useTranslation();
  const [language, setLanguage] = useState<Language>(activeLanguage);
  useEffect(() => {
    if (activeLanguage() === language) return;
    const timer = setTimeout(() => setLanguage(activeLanguage()), LANGUAGE_RELOAD_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [i18n.resolvedLanguage, language]);
  return language;
};
