import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ErrorCode,
  GATEWAY_NONCE_HEADER,
  GATEWAY_SIGNATURE_HEADER,
  GATEWAY_TIMESTAMP_HEADER,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';

/**
 * What a payment gateway adapter does for deposits. A real gateway adds an adapter
 * with its own page, callback route and key; the deposit service and the ledger stay the same.
 */
export interface PaymentGatewayAdapter {
  /** The adapter's code, as the merchant's `money.gateway.gateway` names it. */
  readonly code: string;
  /**
   * A simulator (the demo gateway): its payments are not paid by anyone, so what it credits is
   * demo credit, playable and never withdrawable, and production never runs it.
   */
  readonly simulator: boolean;
  /** Opens a payment at the gateway for a pending deposit: its transaction id. */
  open(
    db: Db,
    payment: {
      merchantCode: string;
      reference: string;
      amount: bigint;
      currency: string;
      language: string;
      expiresAt: Date;
      returnPath: string;
    },
  ): Promise<{ txId: string }>;
  /** The page the app opens for the player to pay. */
  payUrlOf(txId: string): string;
  /**
   * The payments the gateway says were paid in [from, to): its settlement report, which the
   * daily reconciliation compares with the deposits credited here.
   */
  paidPayments(
    db: Db,
    merchantCode: string,
    from: Date,
    to: Date,
  ): Promise<{ txId: string; reference: string; amount: bigint; paidAt: Date }[]>;
}

/** What a verified callback says happened to one of the gateway's payments. */
export interface GatewayNotice {
  gateway: string;
  txId: string;
  reference: string;
  amount: string;
  currency: string;
  status: 'paid' | 'cancelled';
  /** Unseen before, kept until the timestamp could no longer pass. */
  nonce: string;
  nonceExpiresAt: Date;
}

/** A callback is accepted for 5 minutes either side of the platform's clock. */
export const GATEWAY_SIGNATURE_WINDOW_MS = 5 * 60 * 1000;
const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** HMAC-SHA256 over `timestamp.nonce.body`, the exact body bytes sent. */
export const signGatewayCall = (key: string, timestamp: string, nonce: string, body: string) =>
  createHmac('sha256', key).update(`${timestamp}.${nonce}.${body}`).digest('hex');

/** The headers of a signed callback, as the gateway sends them: a new nonce every attempt. */
export function gatewayCallHeaders(key: string, body: string, now: Date): Record<string, string> {
  const timestamp = String(now.getTime());
  const nonce = randomBytes(18).toString('base64url');
  return {
    'content-type': 'application/json',
    [GATEWAY_TIMESTAMP_HEADER]: timestamp,
    [GATEWAY_NONCE_HEADER]: nonce,
    [GATEWAY_SIGNATURE_HEADER]: signGatewayCall(key, timestamp, nonce, body),
  };
}

const headerOf = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const v = headers[name];
  return (Array.isArray(v) ? v[0] : v) ?? '';
};

/**
 * Checks a callback's signature and timestamp (no database: the nonce is remembered in the same
 * transaction that applies the callback, so a refused callback leaves nothing behind).
 */
export function verifyGatewayCall(
  key: string,
  call: { headers: Record<string, string | string[] | undefined>; body: string },
  now: Date,
): { nonce: string; nonceExpiresAt: Date } {
  const timestamp = headerOf(call.headers, GATEWAY_TIMESTAMP_HEADER);
  const nonce = headerOf(call.headers, GATEWAY_NONCE_HEADER);
  const signature = headerOf(call.headers, GATEWAY_SIGNATURE_HEADER);
  const expected = Buffer.from(signGatewayCall(key, timestamp, nonce, call.body), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : null;
  if (!given || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new HttpError(ErrorCode.GATEWAY_SIGNATURE, '', {
      fields: { [GATEWAY_SIGNATURE_HEADER]: 'is missing or does not match the body' },
    });
  }
  const at = /^\d{1,15}$/.test(timestamp) ? Number(timestamp) : Number.NaN;
  if (!(Math.abs(now.getTime() - at) <= GATEWAY_SIGNATURE_WINDOW_MS)) {
    throw new HttpError(ErrorCode.GATEWAY_STALE, '', {
      fields: { [GATEWAY_TIMESTAMP_HEADER]: 'is outside the 5-minute window' },
    });
  }
  if (!NONCE_PATTERN.test(nonce)) {
    throw new HttpError(ErrorCode.GATEWAY_SIGNATURE, '', {
      fields: { [GATEWAY_NONCE_HEADER]: 'must be 16-64 letters, digits, _ or -' },
    });
  }
  return { nonce, nonceExpiresAt: new Date(at + GATEWAY_SIGNATURE_WINDOW_MS) };
}
