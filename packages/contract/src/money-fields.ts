import { z } from 'zod';
import { text } from './input-bounds';

/**
 * An amount a member types: a positive decimal string. The currency's own decimals and the
 * merchant's limits are checked by the server, which names the field in its answer.
 */
export const moneyAmount = (field = 'amount') =>
  text(field, `${field} is required`)
    .max(20, `${field} must be at most 20 characters`)
    .regex(/^(?:0|[1-9]\d{0,11})(?:\.\d{1,4})?$/, `${field} must be a positive number like 100.00`)
    .refine((v) => /[1-9]/.test(v), `${field} must be more than 0`);

/** The client's key for one money call: a retry with the same key moves money once. */
export const idempotencyKey = text('idempotencyKey', 'idempotencyKey is required')
  .min(8, 'idempotencyKey must be at least 8 characters')
  .max(64, 'idempotencyKey must be at most 64 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'idempotencyKey must be letters, digits, _ or -');

/** A decimal with 4 places (§3 default format). */
export const amountValue = z.string().max(24);
