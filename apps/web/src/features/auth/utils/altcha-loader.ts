// The CSP-safe build: no inline styles, workers from our origin (vite emits them as files).
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import type { Language } from '@lotto/contract';

// The server issues PBKDF2/SHA-256 challenges (apps/server/src/modules/verification/altcha.ts).
$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

/** The widget's own texts per app language; English ships inside the widget. */
const widgetLanguages: Partial<Record<Language, { code: string; load: () => Promise<unknown> }>> = {
  th: { code: 'th', load: () => import('altcha/i18n/th') },
  ja: { code: 'ja', load: () => import('altcha/i18n/ja') },
  vi: { code: 'vi', load: () => import('altcha/i18n/vi') },
  id: { code: 'id', load: () => import('altcha/i18n/id') },
  cn: { code: 'zh-cn', load: () => import('altcha/i18n/zh-cn') },
};

/** Loads the widget's texts for a language and returns the code the widget knows it by. */
export const loadWidgetLanguage = async (language: Language): Promise<string> => {
  const entry = widgetLanguages[language];
  if (!entry) return 'en';
  try {
    await entry.load();
    return entry.code;
  } catch {
    return 'en';
  }
};
