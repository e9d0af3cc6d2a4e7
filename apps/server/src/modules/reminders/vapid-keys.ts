import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import webpush from 'web-push';

/** Issue 33: the VAPID identity the server signs its pushes with (RFC 8292). */
export interface VapidKeys {
  /** base64url, the uncompressed P-256 point: the applicationServerKey of every subscription. */
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact the push services may reach the sender at. */
  subject: string;
}

/** The contact a development server names (push services only read it, never write to it). */
export const DEVELOPMENT_VAPID_SUBJECT = 'mailto:reminders@example.com';

/** A fresh pair: for a test app, or the first start of a development server. */
export const newVapidKeys = (subject = DEVELOPMENT_VAPID_SUBJECT): VapidKeys => ({
  ...webpush.generateVAPIDKeys(),
  subject,
});

/**
 * Outside production: the pair kept in `file`, made on the first start. A device subscribes with
 * the public key, so a pair made anew at each start would silence every subscription it made.
 */
export function developmentVapidKeys(file: string): VapidKeys {
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (kept.publicKey && kept.privateKey)
      return {
        publicKey: kept.publicKey,
        privateKey: kept.privateKey,
        subject: kept.subject ?? DEVELOPMENT_VAPID_SUBJECT,
      };
  }
  const keys = newVapidKeys();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
