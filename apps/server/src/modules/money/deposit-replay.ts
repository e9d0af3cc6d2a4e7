import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@lotto/contract';
import type { DepositRow } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

/** A new deposit's reference, the one the member and finance quote. */
export const newDepositReference = () => `D${randomBytes(6).toString('hex').toUpperCase()}`;

/** The same key again answers the first request; with another amount it is a conflict. */
export function replayed(row: DepositRow, amount: bigint) {
  if (row.requestedAmount !== amount) {
    throw new HttpError(ErrorCode.IDEMPOTENCY_KEY_REUSED, '', {
      fields: { idempotencyKey: 'idempotencyKey was used with another amount' },
    });
  }
  return row;
}
