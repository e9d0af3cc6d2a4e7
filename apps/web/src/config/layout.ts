/** UI.md frame sizes; the CSS reads the same numbers from custom properties set at start. */
export const TOP_BAR_HEIGHT_PX = 48;
export const BOTTOM_MENU_HEIGHT_PX = 56;
export const APP_MAX_WIDTH_PX = 480;
/** The loading image shows itself only once loading has lasted this long: a fast load is no flash. */
export const LOADING_IMAGE_DELAY_MS = 400;
