import { DOMAIN_MARKER_META, domainMarkerMessage, routes } from '@lotto/contract';

const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> => {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};

const randomNonce = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
};

/** The platform's public key, from the index this page came with (the server writes it there). */
export const markerKeyOfPage = (doc: Document = document): string | null =>
  doc.querySelector<HTMLMetaElement>(`meta[name="${DOMAIN_MARKER_META}"]`)?.content || null;

interface ProbeAnswer {
  origin: string;
  time: number;
  signature: string;
}

const isProbeAnswer = (v: unknown): v is ProbeAnswer => {
  const a = v as Partial<ProbeAnswer> | null;
  return (
    typeof a === 'object' &&
    a !== null &&
    typeof a.origin === 'string' &&
    typeof a.time === 'number' &&
    typeof a.signature === 'string'
  );
};

const hostOf = (origin: string): string | null => {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
};

/**
 * True when `origin` answers as this platform: its signature over a fresh nonce, the host it was
 * reached on and its time verifies with the page's key. A block page, a captive portal, a relay or
 * a domain that changed hands answers something else, or nothing within `timeoutMs`.
 */
export async function probeOrigin(
  origin: string,
  publicKey: string,
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  // Without WebCrypto (an insecure context) nothing can be verified: no move then.
  if (!globalThis.crypto?.subtle) return false;
  const nonce = randomNonce();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const answer = await fetchImpl(
      `${origin}${routes.domainProbe.path}?nonce=${encodeURIComponent(nonce)}`,
      { headers: { Accept: 'application/json' }, signal: controller.signal, cache: 'no-store' },
    );
    const data = (await answer.json()) as { success?: unknown; value?: unknown } | null;
    if (!answer.ok || data?.success !== true || !isProbeAnswer(data.value)) return false;
    const { value } = data;
    if (hostOf(value.origin) === null || hostOf(value.origin) !== hostOf(origin)) return false;
    const key = await crypto.subtle.importKey(
      'raw',
      fromBase64Url(publicKey),
      { name: 'Ed25519' },
      false,
      ['verify'],
    );
    return await crypto.subtle.verify(
      { name: 'Ed25519' },
      key,
      fromBase64Url(value.signature),
      new TextEncoder().encode(domainMarkerMessage(nonce, value.origin, value.time)),
    );
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
