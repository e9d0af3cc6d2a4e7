import type { MerchantConfig } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { BetRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { findWalletMember } from './wallet.repository';

/** What other modules do inside a settlement's transaction (the member's level). */
export interface WalletHooks {
  betSettled?(
    tx: Db,
    bet: { merchantCode: string; memberId: number; play: boolean },
    now: Date,
  ): Promise<void>;
}

/** What a vendor's bet, settlement or rollback answers. */
export interface WalletTxResult {
  txId: string;
  status: BetRow['status'];
  balance: bigint;
  currency: string;
}

/** What each wallet use case is given by the wallet service. */
export interface WalletDeps {
  db: Db;
  clock: Clock;
  hooks: WalletHooks;
  /** The member (refused when unknown or disabled) and their merchant. */
  memberAndMerchant: (memberId: number) => Promise<{
    member: NonNullable<Awaited<ReturnType<typeof findWalletMember>>>;
    merchant: MerchantConfig;
  }>;
}
