import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { DEFAULT_LANGUAGE } from '@lotto/contract';
import { i18n } from '@/lib/i18n';

afterEach(async () => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
});
