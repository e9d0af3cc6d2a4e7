import { expect, test, type Page } from '@playwright/test';
import { BANNER_AUTOPLAY_MS } from '@lotto/contract';
import { skipHomePopups } from '../support/quiet-home';

/**
 * WCAG 2.2.2 (pause, stop, hide): the home banners rotate on their own (§2.3, every 15 s), so
 * the player can stop them, and they hold still while keyboard focus is inside. The page's clock
 * is driven by the test: a rotation is 15 s of it, not of the test's time.
 */
const names = {
  th: 'หยุดแบนเนอร์ที่เลื่อนอยู่',
  en: 'Pause the rotating banners',
} as const;

const currentSlide = (page: Page) =>
  page
    .getByTestId('banner-carousel')
    .locator('.banner__dot')
    .evaluateAll((dots) => dots.findIndex((d) => d.getAttribute('aria-current') === 'true'));

for (const language of ['th', 'en'] as const) {
  test(`the banners rotate, stop on the pause button and while focus is inside (${language})`, async ({
    page,
    context,
  }) => {
    await skipHomePopups(context);
    await context.addInitScript((l) => localStorage.setItem('language', l), language);
    await page.clock.install();
    await page.goto('/m/home');
    const pause = page.getByRole('button', { name: names[language], exact: true });
    await expect(pause).toHaveAttribute('aria-pressed', 'false');

    const first = await currentSlide(page);
    await page.clock.runFor(BANNER_AUTOPLAY_MS + 500);
    await expect.poll(() => currentSlide(page)).not.toBe(first);

    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    // The click left focus on the button, inside the carousel: move it out so only the button
    // holds the rotation.
    await pause.blur();
    const held = await currentSlide(page);
    await page.clock.runFor(3 * BANNER_AUTOPLAY_MS);
    expect(await currentSlide(page)).toBe(held);

    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    // Focus inside (the button itself) holds it still too.
    await pause.focus();
    await page.clock.runFor(3 * BANNER_AUTOPLAY_MS);
    expect(await currentSlide(page)).toBe(held);
  });
}
