import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { i18nProvider } from '../lib/i18n-provider';

// A shared 2-core CI machine can take more than the default second to render a list.
configure({ asyncUtilTimeout: 4000 });

afterEach(async () => {
  cleanup();
  sessionStorage.clear();
  // Test files share one module graph and one document (vitest `isolate: false`): the console
  // opens in English for each, as it does for an operator who never chose.
  localStorage.clear();
  await i18nProvider.changeLocale('en');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
