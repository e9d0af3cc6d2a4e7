import { mkdirSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectAxeClean, finiteAnimationsDone } from '../support/accessibility';

/**
 * §2.13, §4, §8: the download bar, its popup, the Android update prompt, the add-to-home-screen
 * guide and the Safari notice, on each platform, against the demo merchant (iOS .ipa, Android .apk
 * and an iOS profile configured). The platform is what the browser tells the app: the user agent,
 * iOS's navigator.standalone, the display mode, and the native app's bridge object.
 */
const SHOTS = process.env.E2E_SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

const UA = {
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  iosLine:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.20.0',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidApp: (version: string) =>
    `Mozilla/5.0 (Linux; Android 13; SM-A145F; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36 NativeApp/${version}`,
};

const LINKS = {
  ios: 'https://apps.example.com/demo-lotto.ipa',
  android: 'https://apps.example.com/demo-lotto.apk',
  profile: 'https://apps.example.com/demo-lotto.mobileconfig',
};

const texts = {
  th: {
    safari: 'กรุณาใช้ Safari เพื่อดาวน์โหลดแอป',
    notice: 'แจ้งเตือน',
    update: 'ต้องอัปเดตแอป',
    guide1: 'ใน Safari แตะปุ่มแชร์ที่ด้านล่างของหน้าจอ',
    profile: 'ดาวน์โหลดโปรไฟล์',
  },
  en: {
    safari: 'Please use Safari for download App.',
    notice: 'Notice',
    update: 'Update required',
    guide1: 'In Safari, tap the Share button at the bottom of the screen.',
    profile: 'Download profile',
  },
};

type Language = keyof typeof texts;

interface Setup {
  language: Language;
  /** iOS's navigator.standalone: the app opened from the home screen. */
  iosStandalone?: boolean;
  /** The native app's bridge object, as its web view injects it. */
  bridgeVersion?: string;
}

// Not skipHomePopups: it closes the download bar too.
const prepare = (context: BrowserContext, setup: Setup) =>
  context.addInitScript((s: Setup) => {
    localStorage.setItem('firstVisitPopupClosed', '1');
    sessionStorage.setItem('loginPopupsShown', '1');
    localStorage.setItem('language', s.language);
    if (s.iosStandalone) Object.defineProperty(navigator, 'standalone', { value: true });
    if (s.bridgeVersion) {
      const version = s.bridgeVersion;
      Object.assign(window, { NativeApp: { version: () => version } });
    }
  }, setup);

/** The download options the popup offers, in order. */
const offered = async (page: Page) => {
  await page.getByTestId('download-bar-open').click();
  const popup = page.getByTestId('download-popup');
  await expect(popup).toBeVisible();
  return popup
    .locator('[data-testid^="download-option-"]')
    .evaluateAll((items) => items.map((i) => i.getAttribute('data-testid')?.slice(16)));
};

const openHome = async (page: Page, query = '') => {
  await page.goto(`/m/home${query}`);
  await expect(page.getByTestId('page-home')).toBeVisible();
};

/** The bar renders a task after the first paint: give it the time to have come, then look. */
const expectNoBar = async (page: Page) => {
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('download-bar')).toHaveCount(0);
};

for (const language of ['th', 'en'] as const) {
  const text = texts[language];

  test.describe(`iOS Safari (${language})`, () => {
    test.use({ userAgent: UA.iosSafari });
    test.beforeEach(({ context }) => prepare(context, { language }));

    test('the bar offers home screen, iOS app and profile; the guide has three slides', async ({
      page,
    }) => {
      await openHome(page);
      const bar = page.getByTestId('download-bar');
      await expect(bar).toBeVisible();
      await expect(bar.getByTestId('app-rating')).toContainText('5.0');
      expect(await offered(page)).toEqual(['home-screen', 'ios-app', 'ios-profile']);
      // §2.13: .ipa in the same tab, the profile in a new one.
      await expect(page.getByTestId('download-option-ios-app')).toHaveAttribute('href', LINKS.ios);
      await expect(page.getByTestId('download-option-ios-app')).not.toHaveAttribute('target');
      await expect(page.getByTestId('download-option-ios-profile')).toHaveAttribute(
        'target',
        '_blank',
      );
      await finiteAnimationsDone(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/popup-ios-safari-${language}.png` });
      await expectAxeClean(page);

      await page.getByTestId('download-option-home-screen').click();
      const guide = page.getByTestId('home-screen-guide');
      await expect(guide.getByTestId('guide-slide-1')).toContainText(text.guide1);
      await expect(guide.getByTestId('guide-previous')).toHaveCount(0);
      await expect(guide.getByTestId('guide-confirm')).toHaveCount(0);
      await guide.getByTestId('guide-next').click();
      await expect(guide.getByTestId('guide-slide-2')).toBeVisible();
      await expect(guide.getByTestId('guide-previous')).toBeVisible();
      await guide.getByTestId('guide-next').click();
      await expect(guide.getByTestId('guide-slide-3')).toBeVisible();
      await expect(guide.getByTestId('guide-next')).toHaveCount(0);
      await finiteAnimationsDone(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/guide-ios-${language}.png` });
      await expectAxeClean(page);
      await guide.getByTestId('guide-confirm').click();
      await expect(guide).toHaveCount(0);
    });

    test('closing the bar is remembered (hideDownloadBar=1)', async ({ page }) => {
      await openHome(page);
      await page.getByTestId('download-bar-close').click();
      await expect(page.getByTestId('download-bar')).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('hideDownloadBar'))).toBe('1');
      await page.reload();
      await expectNoBar(page);
    });

    test('the top bar download icon opens the same popup', async ({ page }) => {
      // §2.2: logged out, the icon is on the home and register paths.
      await page.goto('/m/register');
      await page.getByTestId('top-bar-download').click();
      await expect(page.getByTestId('download-popup')).toBeVisible();
      await expect(page.getByTestId('download-option-home-screen')).toBeVisible();
    });
  });

  test.describe(`iOS Chrome (${language})`, () => {
    test.use({ userAgent: UA.iosChrome });
    test.beforeEach(({ context }) => prepare(context, { language }));

    test('no home screen; a download asks for Safari', async ({ page }) => {
      await openHome(page);
      expect(await offered(page)).toEqual(['ios-app', 'ios-profile']);
      await page.getByTestId('download-option-ios-app').click();
      const notice = page.getByTestId('safari-notice');
      await expect(notice).toContainText(text.notice);
      await expect(notice).toContainText(text.safari);
      await expect(notice.getByTestId('open-in-browser')).toHaveCount(0);
      await finiteAnimationsDone(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/safari-notice-${language}.png` });
      await expectAxeClean(page);
      await notice.getByTestId('safari-notice-confirm').click();
      await expect(notice).toHaveCount(0);
    });
  });

  test.describe(`LINE on iOS (${language})`, () => {
    test.use({ userAgent: UA.iosLine });
    test.beforeEach(({ context }) => prepare(context, { language }));

    test('the Safari notice offers to open the page in the browser', async ({ page }) => {
      await openHome(page);
      await page.getByTestId('download-bar-open').click();
      await page.getByTestId('download-option-ios-profile').click();
      const leave = page.getByTestId('safari-notice').getByTestId('open-in-browser');
      await expect(leave).toHaveAttribute('href', /openExternalBrowser=1/);
    });
  });

  test.describe(`Android Chrome (${language})`, () => {
    test.use({ userAgent: UA.androidChrome });
    test.beforeEach(({ context }) => prepare(context, { language }));

    test('the bar offers the Android app, in the same tab', async ({ page }) => {
      await openHome(page);
      expect(await offered(page)).toEqual(['android-app']);
      const option = page.getByTestId('download-option-android-app');
      await expect(option).toHaveAttribute('href', LINKS.android);
      await expect(option).not.toHaveAttribute('target');
      await finiteAnimationsDone(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/popup-android-${language}.png` });
      await expectAxeClean(page);
    });

    test('when the browser offers to install: the Android guide, then its prompt', async ({
      page,
    }) => {
      await openHome(page);
      // Chromium's own event, with the prompt it carries (headless Chromium never fires it).
      await page.evaluate(() => {
        const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => {
            document.body.dataset.installPrompted = '1';
          },
          userChoice: Promise.resolve({ outcome: 'accepted' }),
        });
        window.dispatchEvent(offer);
      });
      expect(await offered(page)).toEqual(['android-app', 'home-screen']);
      await page.getByTestId('download-option-home-screen').click();
      const guide = page.getByTestId('home-screen-guide');
      await expect(guide.getByTestId('guide-slide-1')).toHaveAttribute('data-system', 'android');
      await guide.getByTestId('guide-next').click();
      await guide.getByTestId('guide-next').click();
      await guide.getByTestId('guide-confirm').click();
      await expect(page.locator('body')).toHaveAttribute('data-install-prompted', '1');
    });

    test('installed (display-mode standalone): no bar', async ({ page, context }) => {
      // Chromium's media emulation has no display-mode (CDP ignores it): the installed window's
      // answer to the app's one display-mode question is given as its input instead.
      await context.addInitScript(() => {
        const real = window.matchMedia.bind(window);
        const installed = (media: string) =>
          ({
            matches: true,
            media,
            onchange: null,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
            addListener: () => undefined,
            removeListener: () => undefined,
            dispatchEvent: () => false,
          }) as MediaQueryList;
        window.matchMedia = (query: string) =>
          query.replace(/\s/g, '') === '(display-mode:standalone)' ? installed(query) : real(query);
      });
      await openHome(page);
      expect(await page.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(
        true,
      );
      await expectNoBar(page);
    });
  });

  test.describe(`Android app below 2.4.0 (${language})`, () => {
    test.use({ userAgent: UA.androidChrome });
    test.beforeEach(({ context }) => prepare(context, { language, bridgeVersion: '2.3.0' }));

    test('the update prompt; closing stores noupdateAndroid for the session', async ({ page }) => {
      await openHome(page);
      const prompt = page.getByTestId('android-update-prompt');
      await expect(prompt).toContainText(text.update);
      await expect(prompt).toContainText('2.4.0');
      await expectNoBar(page);
      await finiteAnimationsDone(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/android-update-${language}.png` });
      await expectAxeClean(page);
      await prompt.getByTestId('android-update-close').click();
      await expect(prompt).toHaveCount(0);
      expect(await page.evaluate(() => sessionStorage.getItem('noupdateAndroid'))).toBe('1');
      await page.reload();
      await expect(page.getByTestId('page-home')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId('android-update-prompt')).toHaveCount(0);
    });

    test('download opens the Android link and hides the prompt', async ({ page }) => {
      // 204: the browser stays on the page, as it does when a download starts.
      await page.route(LINKS.android, (route) => route.fulfill({ status: 204 }));
      await openHome(page);
      const asked = page.waitForRequest(LINKS.android);
      await page.getByTestId('android-update-download').click();
      await asked;
      await expect(page.getByTestId('android-update-prompt')).toHaveCount(0);
      expect(await page.evaluate(() => sessionStorage.getItem('noupdateAndroid'))).toBeNull();
    });
  });

  test.describe(`Android app at 2.4.0 (${language})`, () => {
    test.use({ userAgent: UA.androidApp('2.4.0') });
    test.beforeEach(({ context }) => prepare(context, { language }));

    test('no update prompt and no download bar', async ({ page }) => {
      await openHome(page);
      await expectNoBar(page);
      await expect(page.getByTestId('android-update-prompt')).toHaveCount(0);
    });
  });

  test.describe(`installed on iOS and web clip (${language})`, () => {
    test.use({ userAgent: UA.iosSafari });
    test.beforeEach(({ context }) => prepare(context, { language, iosStandalone: true }));

    test('an installed web app never shows the bar', async ({ page }) => {
      await openHome(page);
      await expectNoBar(page);
    });

    test('a web clip keeps its flag and is offered the iOS app and profile', async ({ page }) => {
      await openHome(page, '?webclip=1');
      // The app writes it when it starts, after the server's page is painted.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('WEBCLIP'))).toBe('1');
      expect(await offered(page)).toEqual(['ios-app', 'ios-profile']);
    });
  });

  test.describe(`the iOS profile page (${language})`, () => {
    test.use({ userAgent: UA.iosSafari });
    test.beforeEach(({ context }) =>
      prepare(context, { language: language === 'th' ? 'en' : 'th' }),
    );

    test('/m/appDownload?language= shows the profile in that language', async ({ page }) => {
      await page.goto(`/m/appDownload?language=${language}`);
      const download = page.getByTestId('profile-download');
      await expect(download).toHaveText(text.profile);
      await expect(download).toHaveAttribute('href', LINKS.profile);
      await expect(download).toHaveAttribute('target', '_blank');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await finiteAnimationsDone(page);
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/profile-page-${language}.png`, fullPage: true });
      await expectAxeClean(page);
    });
  });
}
