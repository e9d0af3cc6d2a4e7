import type { Agent } from 'node:https';
import { setTimeout as sleep } from 'node:timers/promises';
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
 * RFC 8030 §8.4: a push service that is overloaded (429) or failing (5xx) may take the message a
 * moment later. Tried this many times in all, waiting twice as long each time from the first
 * wait, or what Retry-After asks, never longer than the longest wait: a reminder is about a draw
 * minutes away, and the round's other devices wait behind it.
 */
export const PUSH_RETRY = { attempts: 3, firstWaitMs: 1_000, longestWaitMs: 10_000 };

export type PushRetry = typeof PUSH_RETRY;

export interface PushSenderOptions {
  /** Lets a test trust its own push endpoint's certificate. */
  agent?: Agent;
  retry?: PushRetry;
  /** Waits between attempts (a test records the waits instead of sleeping them). */
  wait?: (ms: number) => Promise<unknown>;
  now?: () => number;
}

const retriable = (status: number | undefined): boolean =>
  status === 429 || (status !== undefined && status >= 500 && status <= 599);

/** Retry-After (RFC 9110 §10.2.3): seconds, or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: unknown, now: number): number | null {
  if (typeof header !== 'string' || header.trim() === '') return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * The wait before attempt `attempt + 1` (attempt counts from 1), or null when the push service asks
 * for a longer one than a reminder can wait: it is not asked sooner than it said.
 */
export function retryWaitMs(
  retry: PushRetry,
  attempt: number,
  retryAfter: number | null,
): number | null {
  if (retryAfter !== null) return retryAfter <= retry.longestWaitMs ? retryAfter : null;
  return Math.min(retry.longestWaitMs, retry.firstWaitMs * 2 ** (attempt - 1));
}

/**
 * Sends one encrypted message (RFC 8291 aes128gcm, VAPID-signed) with `web-push`. 404 and 410 mean
 * the subscription is gone for good (RFC 8030 §7.3): the caller drops it. 429 and 5xx are tried
 * again (PUSH_RETRY); anything else, or the last failed attempt, is a failure for this reminder.
 */
export function createPushSender(vapid: VapidKeys, options: PushSenderOptions = {}): PushSender {
  const { agent, retry = PUSH_RETRY, wait = sleep, now = Date.now } = options;
  const attempt = async (target: PushTarget, payload: string, ttlSeconds: number) => {
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
      return { status: 'sent' as const, retryAfter: null };
    } catch (err) {
      const { statusCode, headers } = err as {
        statusCode?: number;
        headers?: Record<string, unknown>;
      };
      return { status: statusCode, retryAfter: retryAfterMs(headers?.['retry-after'], now()) };
    }
  };
  return {
    publicKey: vapid.publicKey,
    async send(target, payload, ttlSeconds) {
      for (let n = 1; ; n++) {
        const { status, retryAfter } = await attempt(target, payload, ttlSeconds);
        if (status === 'sent') return 'sent';
        if (status === 404 || status === 410) return 'gone';
        if (!retriable(status) || n >= retry.attempts) return 'failed';
        const ms = retryWaitMs(retry, n, retryAfter);
        if (ms === null) return 'failed';
        await wait(ms);
      }
    },
  };
}
