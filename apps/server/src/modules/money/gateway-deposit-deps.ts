import type { MerchantConfig } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { DepositRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { MoneyLedger } from './money-ledger';
import type { PaymentGatewayAdapter } from './payment-gateway';

/** What each gateway deposit use case is given by the gateway deposits service. */
export interface GatewayDepositDeps {
  db: Db;
  clock: Clock;
  ledger: MoneyLedger;
  /** The adapter of a gateway code, when it runs here. */
  adapterOf: (code: string | null) => PaymentGatewayAdapter | null;
  /** Where the player pays a deposit whose payment is open at the gateway. */
  payUrlOf: (row: DepositRow) => string | null;
  merchantOf: (code: string, within: Db) => Promise<MerchantConfig | null>;
  /** Whose finance sees a held payment that names no deposit of ours. */
  defaultMerchantCode: string;
  /** An alert: a paid payment was held for finance (the server logs it at error level). */
  onHeld: (held: { gateway: string; txId: string; reference: string }) => void;
}
