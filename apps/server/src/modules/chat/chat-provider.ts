import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the provider learns of the member, and when the link was made. */
export interface ChatIdentity {
  memberId: number;
  name: string;
  ts: number;
}

/** A link older than this is refused by the demo provider (a copied link does not live on). */
export const CHAT_LINK_TTL_MS = 10 * 60_000;

const payload = (i: ChatIdentity) => `${i.memberId}.${i.name}.${i.ts}`;

/** HMAC-SHA256 (hex) of "memberId.name.ts": what a provider holding the key checks. */
export const chatSignature = (key: string, identity: ChatIdentity): string =>
  createHmac('sha256', key).update(payload(identity)).digest('hex');

/**
 * The merchant's URL template with the member's id, name, time and signature filled in, and the
 * language the chat window should speak.
 */
export function chatUrl(
  template: string,
  key: string,
  identity: ChatIdentity,
  language = '',
): string {
  const values: Record<string, string> = {
    memberId: String(identity.memberId),
    name: identity.name,
    ts: String(identity.ts),
    sig: chatSignature(key, identity),
    language,
  };
  return template.replace(/\{(memberId|name|ts|sig|language)\}/g, (_, k: string) =>
    encodeURIComponent(values[k] ?? ''),
  );
}

/** The provider's side: the signature matches and the link is fresh. */
export function verifyChatLink(
  key: string,
  identity: ChatIdentity,
  sig: string,
  now: number,
): boolean {
  if (!/^[0-9a-f]{64}$/.test(sig)) return false;
  if (identity.ts > now + 60_000 || now - identity.ts > CHAT_LINK_TTL_MS) return false;
  return timingSafeEqual(Buffer.from(chatSignature(key, identity), 'hex'), Buffer.from(sig, 'hex'));
}
