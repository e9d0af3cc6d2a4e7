import type { ThemeColours } from '@lotto/contract';
import {
  APP_MAX_WIDTH_PX,
  BOTTOM_MENU_HEIGHT_PX,
  LOADING_IMAGE_DELAY_MS,
  TOP_BAR_HEIGHT_PX,
} from '@/config/layout';
import { PAGE_TRANSITION_MS } from '@lotto/contract';

const colourKeys: (keyof ThemeColours)[] = [
  'primary',
  'accent',
  'background',
  'surface',
  'text',
  'muted',
  'danger',
  'success',
];

/**
 * Every colour is a custom property so a merchant rebrands without a build (UI.md). Set through
 * CSSOM, which the server's CSP allows, unlike inline style attributes.
 */
export const applyTheme = (colours: ThemeColours, root: HTMLElement = document.documentElement) => {
  for (const key of colourKeys) root.style.setProperty(`--color-${key}`, colours[key]);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colours.background);
};

/** Frame sizes and the page fade come from named constants, not from numbers in the CSS. */
export const applyFrameConstants = (root: HTMLElement = document.documentElement) => {
  root.style.setProperty('--top-bar-height', `${TOP_BAR_HEIGHT_PX}px`);
  root.style.setProperty('--bottom-menu-height', `${BOTTOM_MENU_HEIGHT_PX}px`);
  root.style.setProperty('--app-max-width', `${APP_MAX_WIDTH_PX}px`);
  root.style.setProperty('--page-transition', `${PAGE_TRANSITION_MS}ms`);
  root.style.setProperty('--loading-image-delay', `${LOADING_IMAGE_DELAY_MS}ms`);
};
