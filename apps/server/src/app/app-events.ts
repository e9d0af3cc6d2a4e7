import type { Db } from '../db/client';
import { createDomainEvents } from '../lib/domain-events';
import type { createAccounts } from '../modules/accounts/accounts.module';
import type { DepositMovement } from '../modules/money/money-ledger';
import type { WalletHooks } from '../modules/wallet/wallet-deps';

type SettledBet = Parameters<NonNullable<WalletHooks['betSettled']>>[1];
type RegisteredMember = Parameters<
  NonNullable<NonNullable<Parameters<typeof createAccounts>[4]>['memberRegistered']>
>[1];

/**
 * What happens inside one module's transaction that other modules act on, in that transaction:
 * the emitter's hook emits, each owner subscribes in its stage (app/*-routes.ts).
 */
export interface AppEvents {
  /** The wallet settled a bet (play money too: `bet.play`). Subscribers: promotions, levels. */
  betSettled: [tx: Db, bet: SettledBet, now: Date];
  /** Money credited a deposit to the member's cash. Subscribers: promotions, levels, referral. */
  depositCredited: [tx: Db, movement: DepositMovement];
  /** Accounts wrote a new member (registration, identity sign-in). Subscriber: agents. */
  memberRegistered: [tx: Db, member: RegisteredMember];
}

export const createAppEvents = () => createDomainEvents<AppEvents>();
export type AppEventBus = ReturnType<typeof createAppEvents>;
