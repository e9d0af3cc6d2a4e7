/** Where the console is served. */
export const CONSOLE_BASE = '/console/';

/**
 * The token travels in the fragment, which browsers never send to a server or put in a Referer:
 * it stays out of access logs and proxies (no bearer secret in a URL's path or query).
 */
export const enrolmentUrl = (origin: string, token: string): string =>
  `${origin.replace(/\/+$/, '')}${CONSOLE_BASE}#/enrol/${token}`;
