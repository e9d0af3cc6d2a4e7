import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { DEFAULT_LANGUAGE } from '@lotto/contract';
import { i18n, shellMessagesReady } from '@/lib/i18n';

// A shared 2-core CI machine can take more than the default second to render a lazy page.
configure({ asyncUtilTimeout: 4000 });

// The app renders once its language's messages are in (main.tsx); so does every test.
await shellMessagesReady();

afterEach(async () => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
});
