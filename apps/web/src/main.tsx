import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/fonts.css';
import './styles/global.css';
import './styles/layout.css';
import './styles/components.css';
import { handOffToken } from '@/lib/token-handoff';
import { redeemHandover } from '@/lib/domain-move';
import { captureInstallPrompt } from '@/lib/install-prompt';
import { rememberWebClip } from '@/lib/platform';
import { applyFrameConstants } from '@/lib/theme';
import '@/lib/i18n';
import { App } from '@/app/app';
import { openStartPage } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { LOADING_IMAGE_DELAY_MS } from '@/config/layout';
import { afterLoadWhenIdle } from '@/lib/when-idle';

// Before the router reads the URL: the token becomes the session and leaves the address bar.
handOffToken();
// A player moved here from a blocked domain: the fragment's one-time code becomes the session.
const handedOver = redeemHandover();
try {
  rememberWebClip(location.search, localStorage);
} catch {
  // Reading localStorage itself throws where storage is blocked: no flag to keep then.
}
captureInstallPrompt();
applyFrameConstants();

/**
 * The first render waits for the start page at most as long as the loading image waits before it
 * shows itself, so the wait is never seen; after it, the app renders and the router shows the
 * loading image until the page is in, as for any page.
 */
const START_PAGE_WAIT_MS = LOADING_IMAGE_DELAY_MS;

// The start page's code and first answers, then the first render, which is that page: a task
// apart from evaluating the shell's code, and no loading image rendered and replaced first.
const root = document.getElementById('root');
if (root) {
  const queryClient = createQueryClient();
  let rendered = false;
  const render = () => {
    if (rendered) return;
    rendered = true;
    window.clearTimeout(fallback);
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  };
  const fallback = window.setTimeout(render, START_PAGE_WAIT_MS);
  void handedOver.then(() => openStartPage(queryClient)).then(render);
}

// The service worker (offline page, cached app code and art) after the first view, in a chunk of
// its own: a first visit pays nothing for it.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  afterLoadWhenIdle(() => {
    void import('@/lib/service-worker').then((m) => m.registerServiceWorker());
  });
}
