import { ErrorCode } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import type { Actor } from '../audit/audit.service';
import type { MoneyLedger } from './money-ledger';
import type { PaymentGatewayAdapter } from './payment-gateway';

/** What each gateway finance use case is given by the gateway finance service. */
export interface GatewayFinanceDeps {
  db: Db;
  clock: Clock;
  ledger: MoneyLedger;
  adapters: readonly PaymentGatewayAdapter[];
  /** The operator as a resolution or dispute names them. */
  by: (actor: Actor) => string;
  /** Whether the gateway of this code is a simulator (its money is demo credit). */
  simulator: (gateway: string) => boolean;
}

export const wrongState = (message = '') => new HttpError(ErrorCode.WRONG_STATE, message);
