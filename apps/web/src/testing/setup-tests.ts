import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { DEFAULT_LANGUAGE } from '@lotto/contract';
import { i18n, shellMessagesReady } from '@/lib/i18n';
import { closeAgentPopup } from '@/components/member/agent-popup-store';
import { dismissToast, getToasts } from '@/components/ui/toast-store';
import { setPendingTwoFactor } from '@/features/auth/utils/two-factor-pending';
import { closeRegister } from '@/lib/register-modal-store';

// A shared 2-core CI machine can take more than the default second to render a lazy page.
configure({ asyncUtilTimeout: 4000 });

// The app renders once its language's messages are in (main.tsx); so does every test.
await shellMessagesReady();

afterEach(async () => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  // Test files share one module graph and one document (vitest `isolate: false`): nothing a
  // test opened, showed or set outlives it.
  closeRegister();
  closeAgentPopup();
  setPendingTwoFactor(null);
  for (const toast of getToasts()) dismissToast(toast.id);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
});
