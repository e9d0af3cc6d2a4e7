import type { BrowserContext } from '@playwright/test';

/**
 * Marks the home popups (§2.3 first-visit popup, login popup list) as already seen, for specs
 * about other things; the popups themselves are tested where they are the subject.
 */
export const skipHomePopups = (context: BrowserContext) =>
  context.addInitScript(() => {
    localStorage.setItem('firstVisitPopupClosed', '1');
    sessionStorage.setItem('loginPopupsShown', '1');
  });
