/**
 * Domain failover (§3 domainRoute, mainDomain; §7 /wps/system/domainRoute). Zod-free: the app's
 * shell reads it before any schema loads.
 */

/** Version tag of the signed platform marker: a signature for anything else never verifies. */
export const DOMAIN_MARKER_CONTEXT = 'lotto-domain-marker.v1';
/** The index's meta element that carries the server's Ed25519 public key (base64url, raw 32 bytes). */
export const DOMAIN_MARKER_META = 'platform-marker-key';
/** How long the app waits for a probe of one domain before trying the next. */
export const DOMAIN_PROBE_TIMEOUT_MS = 5_000;
/** A call to the API origin that takes this long counts as blocked (a block often black-holes). */
export const API_CALL_TIMEOUT_MS = 20_000;
/** The nonce of a probe: base64url, long enough that a recorded answer is never asked again. */
export const DOMAIN_PROBE_NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/** The moving player's one-time code lives this long (server side), and only once. */
export const HANDOVER_CODE_TTL_SECONDS = 60;
/** The fragment parameter that carries the code to the healthy domain (never a query: logs). */
export const HANDOVER_FRAGMENT_PARAM = 'handover';
/** The fragment parameter that carries the moving player's language (the new domain's storage is empty). */
export const LANGUAGE_FRAGMENT_PARAM = 'language';
/** Local storage: the merchant's domain list, kept for the next start. */
export const DOMAIN_LIST_STORAGE_KEY = 'domainRoute';

/**
 * The origin a browser sends for a configured domain: `host[:port]` is served over https; an entry
 * with a scheme (`http://localhost:8080`) is taken as written. Null for an entry that is no origin.
 */
export const originOfDomain = (entry: string): string | null => {
  const text = entry.trim();
  if (!text) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password) return null;
    if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) return null;
    return url.origin;
  } catch {
    return null;
  }
};

export interface DomainRouteLike {
  mainDomain: string;
  domains: string[];
  /** Domains an operator marked blocked: apps skip them at once. */
  blocked?: string[] | undefined;
}

/** The merchant's origins in order (main domain first), without duplicates and blocked ones. */
export const merchantOrigins = (route: DomainRouteLike): string[] => {
  const blocked = new Set(
    (route.blocked ?? []).map(originOfDomain).filter((o): o is string => o !== null),
  );
  const seen = new Set<string>();
  for (const entry of [route.mainDomain, ...route.domains]) {
    const origin = originOfDomain(entry);
    if (origin && !blocked.has(origin)) seen.add(origin);
  }
  return [...seen];
};

/** The bytes the server signs and the app verifies: the app's nonce, the answering origin, time. */
export const domainMarkerMessage = (nonce: string, origin: string, time: number): string =>
  `${DOMAIN_MARKER_CONTEXT}\n${nonce}\n${origin}\n${time}`;
