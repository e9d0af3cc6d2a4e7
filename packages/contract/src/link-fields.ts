import { text } from './input-bounds';

/** A URL of the console's forms: room for a long https address. */
const LINK_MAX = 2048;

/**
 * A path of this site or an https address. A second / or a \ after the first slash is refused:
 * browsers read `//host` and `/\host` as another site, and no path here starts so.
 */
const SITE_PATH_OR_HTTPS = /^(?:\/[^/\\]|https:\/\/)\S*$/;

/** A link the app follows (/m/… or https): content, promotions and the mall share the rule. */
export const siteOrHttpsLink = (field: string) =>
  text(field)
    .max(LINK_MAX, `${field} must be at most ${LINK_MAX} characters`)
    .regex(SITE_PATH_OR_HTTPS, `${field} must start with / or https://`);
