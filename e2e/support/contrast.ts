import type { Page } from '@playwright/test';

/** WCAG 1.4.3 for text, which a placeholder is. */
export const PLACEHOLDER_CONTRAST = 4.5;
/**
 * WCAG exempts inactive controls from 1.4.3; a player still has to read what a disabled button
 * would do (Submit while the form is incomplete), so it is held to the non-text minimum (1.4.11).
 */
export const DISABLED_CONTRAST = 3;

/**
 * What axe leaves out: the contrast of placeholders and of disabled controls' text against what
 * lies under them (background colours composited up the tree, the element's opacity included).
 */
export const faintStatesOf = (page: Page) =>
  page.evaluate(
    ({ placeholderMin, disabledMin }) => {
      const canvas = document.createElement('canvas').getContext('2d')!;
      /** Any CSS colour as [r, g, b, a] through the canvas, which answers #rrggbb or rgba(). */
      const rgba = (css: string): [number, number, number, number] => {
        canvas.fillStyle = '#000';
        canvas.fillStyle = css;
        const v = String(canvas.fillStyle);
        if (v.startsWith('#'))
          return [1, 3, 5].map((i) => parseInt(v.slice(i, i + 2), 16)).concat(1) as [
            number,
            number,
            number,
            number,
          ];
        const [r, g, b, a] = v
          .slice(v.indexOf('(') + 1, -1)
          .split(',')
          .map(Number);
        return [r!, g!, b!, a ?? 1];
      };
      const over = (top: number[], under: number[]) =>
        [0, 1, 2].map((i) => top[i]! * top[3]! + under[i]! * (1 - top[3]!)).concat(1);
      const backgroundOf = (el: Element) => {
        const layers: number[][] = [];
        for (let node: Element | null = el; node; node = node.parentElement) {
          const c = rgba(getComputedStyle(node).backgroundColor);
          if (c[3] > 0) layers.push(c);
          if (c[3] >= 1) break;
        }
        return layers.reduceRight((under, top) => over(top, under), [255, 255, 255, 1]);
      };
      const opacityOf = (el: Element) => {
        let o = 1;
        for (let node: Element | null = el; node; node = node.parentElement)
          o *= Number(getComputedStyle(node).opacity);
        return o;
      };
      const luminance = (c: number[]) => {
        const [r, g, b] = c.slice(0, 3).map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const ratio = (a: number[], b: number[]) => {
        const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (l1! + 0.05) / (l2! + 0.05);
      };
      const shown = (el: Element) => {
        const box = el.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.height > 0 &&
          getComputedStyle(el).visibility !== 'hidden' &&
          !el.closest('[aria-hidden="true"], [inert]')
        );
      };
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()}[${(el as HTMLElement).dataset.testid ?? el.getAttribute('placeholder') ?? (el.textContent ?? '').trim().slice(0, 24)}]`;
      const faint: string[] = [];
      const judge = (el: Element, color: string, minimum: number, what: string) => {
        // The element's text over its own background, then the whole faded by its opacity over
        // what lies under the element.
        const under = el.parentElement ? backgroundOf(el.parentElement) : [255, 255, 255, 1];
        const own = backgroundOf(el);
        const text = over(rgba(color), own);
        const o = opacityOf(el);
        const fade = (c: number[]) => over([c[0]!, c[1]!, c[2]!, o], under);
        const r = ratio(fade(text), fade(own));
        if (r < minimum) faint.push(`${what} ${name(el)} ${r.toFixed(2)}:1`);
      };
      for (const el of Array.from(document.querySelectorAll('input, textarea'))) {
        const field = el as HTMLInputElement;
        if (!field.placeholder || field.value !== '' || !shown(field)) continue;
        judge(field, getComputedStyle(field, '::placeholder').color, placeholderMin, 'placeholder');
      }
      for (const el of Array.from(
        document.querySelectorAll('button:disabled, input:disabled, [aria-disabled="true"]'),
      )) {
        if (!shown(el) || (el.textContent ?? '').trim() === '') continue;
        judge(el, getComputedStyle(el).color, disabledMin, 'disabled');
      }
      return [...new Set(faint)];
    },
    { placeholderMin: PLACEHOLDER_CONTRAST, disabledMin: DISABLED_CONTRAST },
  );
