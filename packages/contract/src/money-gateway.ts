import { z } from 'zod';
import { amountValue, idempotencyKey, moneyAmount } from './money-fields';
import { defineOperation } from './operation';
import { deposit } from './money-deposit';

/**
 * Deposit through a payment gateway: the app opens the gateway's payment page; the
 * gateway confirms by a signed server-to-server callback, which credits the deposit once.
 */
export const createGatewayDepositBody = z
  .object({ amount: moneyAmount(), idempotencyKey })
  .meta({ id: 'GatewayDepositBody' });
export type GatewayDepositInput = z.input<typeof createGatewayDepositBody>;

export const createGatewayDeposit = defineOperation({
  operationId: 'createGatewayDeposit',
  method: 'POST',
  path: '/wps/deposit/gateway',
  summary:
    "Ask to deposit through the merchant's payment gateway: value.payUrl is its payment page (§7 payment gateway)",
  tags: ['deposit'],
  auth: 'member',
  body: createGatewayDepositBody,
  response: deposit,
});

/** Headers of a gateway callback: HMAC-SHA256 over `timestamp.nonce.body` with the gateway's key. */
export const GATEWAY_TIMESTAMP_HEADER = 'x-gateway-timestamp';
export const GATEWAY_NONCE_HEADER = 'x-gateway-nonce';
export const GATEWAY_SIGNATURE_HEADER = 'x-gateway-signature';

export const demoGatewayCallbackBody = z
  .object({
    /** The gateway's own id of the payment: a deposit is credited once per id. */
    txId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'txId must be 8-64 letters, digits, _ or -'),
    /** Our deposit's reference, sent to the gateway when the payment was opened. */
    reference: z.string().regex(/^[A-Z0-9]{4,32}$/, 'reference must be 4-32 capitals or digits'),
    amount: amountValue.regex(/^\d{1,12}(\.\d{1,4})?$/, 'amount must be a decimal string'),
    currency: z.string().regex(/^[A-Z]{3}$/, 'currency must be 3 capitals'),
    status: z.enum(['paid', 'cancelled']),
  })
  .meta({ id: 'DemoGatewayCallbackBody' });
export type DemoGatewayCallback = z.infer<typeof demoGatewayCallbackBody>;

export const GATEWAY_CALLBACK_STATES = [
  'credited',
  'rejected',
  'expired',
  'pending',
  'held',
] as const;
export type GatewayCallbackState = (typeof GATEWAY_CALLBACK_STATES)[number];

export const demoGatewayCallback = defineOperation({
  operationId: 'demoGatewayCallback',
  method: 'POST',
  path: '/wps/deposit/gateway/demo/callback',
  summary:
    '§7 payment gateway: the demo gateway confirms a payment (server to server), signed with X-Gateway-Timestamp, X-Gateway-Nonce and X-Gateway-Signature; applied once per txId; a bad signature, a stale timestamp, a used nonce or another amount or currency is refused and nothing is written',
  tags: ['deposit'],
  auth: 'none',
  body: demoGatewayCallbackBody,
  response: z
    .object({
      /** False when this payment had already been applied (a retry after a lost answer). */
      applied: z.boolean(),
      /**
       * held: the payment was kept for finance, one the platform did not open, or
       * paid for a deposit already decided. Acknowledged, so the gateway stops sending it.
       */
      state: z.enum(GATEWAY_CALLBACK_STATES),
    })
    .meta({ id: 'GatewayCallbackAnswer' }),
});
