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
const themeProperties = (colours: ThemeColours): [string, string][] =>
  colourKeys.map((key) => [`--color-${key}`, colours[key]]);

const frameProperties = (): [string, string][] => [
  ['--top-bar-height', `${TOP_BAR_HEIGHT_PX}px`],
  ['--bottom-menu-height', `${BOTTOM_MENU_HEIGHT_PX}px`],
  ['--app-max-width', `${APP_MAX_WIDTH_PX}px`],
  ['--page-transition', `${PAGE_TRANSITION_MS}ms`],
  ['--loading-image-delay', `${LOADING_IMAGE_DELAY_MS}ms`],
];

const declarations = (properties: [string, string][]) =>
  properties.map(([name, value]) => `${name}:${value}`).join(';');

export const applyTheme = (colours: ThemeColours, root: HTMLElement = document.documentElement) => {
  for (const [name, value] of themeProperties(colours)) root.style.setProperty(name, value);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colours.background);
};

/** Frame sizes and the page fade come from named constants, not from numbers in the CSS. */
export const applyFrameConstants = (root: HTMLElement = document.documentElement) => {
  for (const [name, value] of frameProperties()) root.style.setProperty(name, value);
};

/** The same properties as a style attribute, for the page the server renders (entry-server.tsx). */
export const frameStyle = (): string => declarations(frameProperties());
export const themeStyle = (colours: ThemeColours): string => declarations(themeProperties(colours));
