import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/**
 * Keyboard journeys: Tab from where the focus is to a control, checking every stop on the way
 * (WCAG 2.4.7 focus visible, 2.4.11 focus not obscured by the fixed top bar or bottom menu).
 */
const MAX_TABS = 80;

interface Stop {
  label: string;
  visible: boolean;
  covered: string | null;
}

/** The focused element: what it is, whether its focus shows, what covers its middle. */
export const focusedStop = (page: Page) =>
  page.evaluate((): Stop | null => {
    const el = document.activeElement;
    if (!el || el === document.body || !(el instanceof HTMLElement)) return null;
    const label = `${el.tagName.toLowerCase()}[${el.dataset.testid ?? el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 30)}]`;
    // A borderless input shows its focus on the field box around it (:focus-within).
    const ringed = (node: Element) => {
      const style = getComputedStyle(node);
      return (
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none'
      );
    };
    const visible = ringed(el) || (el.parentElement !== null && ringed(el.parentElement));
    const box = el.getBoundingClientRect();
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const y = box.top + box.height / 2;
    let covered: string | null = null;
    if (y < 0 || y >= window.innerHeight) covered = 'off screen';
    else {
      // 2.4.11 is about what the page lays over the control: the fixed bars.
      const bar = document.elementFromPoint(x, y)?.closest('.top-bar, .bottom-menu');
      if (bar && !bar.contains(el)) covered = bar.className;
    }
    return { label, visible, covered };
  });

/**
 * A control that slides in on focus (the console's skip button) is judged where it comes to
 * rest: two frames for its transition to start, then until the ones moving it have finished.
 */
const focusSettled = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const focused = document.activeElement;
    if (!focused) return;
    const moving = document.getAnimations().filter((a) => {
      const target = (a.effect as KeyframeEffect | null)?.target;
      return a.playState === 'running' && target instanceof Element && target.contains(focused);
    });
    await Promise.all(moving.map((a) => a.finished.catch(() => undefined)));
  });

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus, checking every stop. */
export async function tabTo(page: Page, target: Locator, back = false) {
  const stops: Stop[] = [];
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await focusSettled(page);
    const stop = await focusedStop(page);
    if (!stop) continue;
    stops.push(stop);
    if (await target.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(target).toBeFocused();
  // The checks are made once the target is reached: the report then names every bad stop.
  expect(stops.filter((s) => !s.visible || s.covered !== null)).toEqual([]);
}
