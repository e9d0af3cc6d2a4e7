import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';

/** The page's `lang` follows the console's language, for screen readers and Thai line breaks. */
export function useDocumentLanguage() {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}
