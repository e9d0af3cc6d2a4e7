import type { BrowserContext } from '@playwright/test';

/**
 * Marks the home popups (§2.3 first-visit popup, login popup list) as already seen and the
 * download bar (§2.13) as closed, for specs about other things; each is tested where it is the
 * subject (the bar in install-prompts.spec.ts).
 */
export const skipHomePopups = (context: BrowserContext) =>
  context.addInitScript(() => {
    localStorage.setItem('firstVisitPopupClosed', '1');
    sessionStorage.setItem('loginPopupsShown', '1');
    localStorage.setItem('hideDownloadBar', '1');
  });
