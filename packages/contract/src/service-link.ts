/**
 * §3: a customer-service path is an encoded part followed by an 8-character key. This is
 * obfuscation that keeps links out of plain sight in the settings answer, not a secret: the
 * client must be able to read it, so anything in it is public.
 */
export const SERVICE_LINK_KEY_LENGTH = 8;

const xor = (bytes: Uint8Array, key: string): Uint8Array =>
  bytes.map((b, i) => b ^ key.charCodeAt(i % key.length));

const toBase64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const fromBase64Url = (text: string): Uint8Array => {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) =>
    c.charCodeAt(0),
  );
};

export const encodeServiceLink = (url: string, key: string): string => {
  if (key.length !== SERVICE_LINK_KEY_LENGTH)
    throw new Error('service link key must be 8 characters');
  return toBase64Url(xor(new TextEncoder().encode(url), key)) + key;
};

export const decodeServiceLink = (path: string): string | null => {
  if (path.length <= SERVICE_LINK_KEY_LENGTH) return null;
  const key = path.slice(-SERVICE_LINK_KEY_LENGTH);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(
      xor(fromBase64Url(path.slice(0, -SERVICE_LINK_KEY_LENGTH)), key),
    );
  } catch {
    return null;
  }
};
