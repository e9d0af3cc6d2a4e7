import type { Deposit, MerchantConfig } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { DepositRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { MoneyLedger } from './money-ledger';
import type { SlipStorage } from './slip-storage';

/** What each deposit use case is given by the deposits service. */
export interface DepositDeps {
  db: Db;
  clock: Clock;
  ledger: MoneyLedger;
  slips: SlipStorage;
  /** Whether the merchant's gateway runs here (a simulator never does in production). */
  gatewayOffered: (merchant: MerchantConfig) => boolean;
  /** A deposit row as the member reads it. */
  toDeposit: (merchant: MerchantConfig, row: DepositRow) => Promise<Deposit>;
}
