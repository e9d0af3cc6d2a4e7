import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/fonts.css';
import './styles/global.css';
import './styles/layout.css';
import './styles/components.css';
import { handOffToken } from '@/lib/token-handoff';
import { redeemHandover } from '@/lib/domain-move';
import { captureInstallPrompt } from '@/lib/install-prompt';
import { rememberWebClip } from '@/lib/platform';
import { applyFrameConstants } from '@/lib/theme';
import { i18n, shellMessagesReady } from '@/lib/i18n';
import { markSession, readSession } from '@/lib/session-storage';
import {
  FIRST_VIEW_TAP_GLOBAL,
  OUTLINE_ATTRIBUTE,
  RENDERED_LANGUAGE_ATTRIBUTE,
} from '@lotto/contract';
import { App } from '@/app/app';
import { isStartPageAsServed, openStartPage } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { LOADING_IMAGE_DELAY_MS } from '@/config/layout';
import { afterLoadWhenIdle } from '@/lib/when-idle';
import { keepTypedBeforeStart } from '@/lib/typed-before-start';
import { keepTappedBeforeStart } from '@/lib/tapped-before-start';

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

declare global {
  interface Window {
    [FIRST_VIEW_TAP_GLOBAL]?: () => HTMLElement | null;
  }
}

/**
 * The server rendered a visitor's first view into the root (apps/server/src/web/first-view-html.ts)
 * from the answers the index carries: the app takes the same answers and renders the same tree
 * over it, keeping its elements. Where the server sent only the page's outline (a form's page), the
 * app renders the page in its place. A player the server took for a visitor but who reads another
 * language, holds a session or whose browser keeps what the page draws (isStartPageAsServed) sees
 * another page: the app renders that one in place of it.
 */
const hydratable = (root: HTMLElement): boolean =>
  root.getAttribute(RENDERED_LANGUAGE_ATTRIBUTE) === i18n.language &&
  !root.hasAttribute(OUTLINE_ATTRIBUTE) &&
  readSession() === null &&
  isStartPageAsServed();

// The start page's code and first answers, then the first render, which is that page: a task
// apart from evaluating the shell's code, and no loading image rendered and replaced first.
const root = document.getElementById('root');
if (root) {
  const queryClient = createQueryClient();
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  const serverRendered = root.hasAttribute(RENDERED_LANGUAGE_ATTRIBUTE);
  let rendered = false;
  const render = () => {
    if (rendered) return;
    rendered = true;
    window.clearTimeout(fallback);
    markSession(readSession() !== null);
    const giveTypedBack = keepTypedBeforeStart(root);
    const tapAgain = keepTappedBeforeStart(root, window[FIRST_VIEW_TAP_GLOBAL]?.());
    if (serverRendered && hydratable(root)) {
      hydrateRoot(root, app);
    } else {
      root.replaceChildren();
      createRoot(root).render(app);
    }
    giveTypedBack();
    tapAgain();
  };
  // The server's page is on screen already: the app waits for the start page as long as it takes,
  // since rendering before it would replace that page with the loading image. The wait is timed
  // from the handover's end, never before it: rendering without the session it brings would send
  // a member arriving from a blocked domain to the login page.
  let fallback: number | undefined;
  // Nothing renders before the language's messages are in (preloaded with the shell), not even the
  // loading image's frame: keys would show for a moment.
  void Promise.all([handedOver, shellMessagesReady()])
    .then(() => {
      if (!serverRendered) fallback = window.setTimeout(render, START_PAGE_WAIT_MS);
      return openStartPage(queryClient);
    })
    .then(render);
}

// The service worker (offline page, cached app code and art) after the first view, in a chunk of
// its own: a first visit pays nothing for it.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  afterLoadWhenIdle(() => {
    void import('@/lib/service-worker').then((m) => m.registerServiceWorker());
  });
}
