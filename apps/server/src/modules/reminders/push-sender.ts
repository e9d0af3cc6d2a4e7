import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys';

/** What a device's push service said to one reminder. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushSender {
  publicKey: string;
  send(target: PushTarget, payload: string, ttlSeconds: number): Promise<PushOutcome>;
}

/** A push service gives up on a request this slow; the next round does not retry it. */
const PUSH_TIMEOUT_MS = 10_000;

/**
 * Sends one encrypted message (RFC 8291 aes128gcm, VAPID-signed) with `web-push`. 404 and 410 mean
 * the subscription is gone for good (RFC 8030 §7.3): the caller drops it. `agent` lets a test
 * trust its own push endpoint's certificate.
 */
export function createPushSender(vapid: VapidKeys, agent?: Agent): PushSender {
  return {
    publicKey: vapid.publicKey,
    async send(target, payload, ttlSeconds) {
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: vapid,
            TTL: ttlSeconds,
            contentEncoding: 'aes128gcm',
            timeout: PUSH_TIMEOUT_MS,
            ...(agent ? { agent } : {}),
          },
        );
        return 'sent';
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        return status === 404 || status === 410 ? 'gone' : 'failed';
      }
    },
  };
}
