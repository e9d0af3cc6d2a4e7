import type { MerchantConfig } from '@lotto/contract';
import type { Db } from '../../db/client';
import { ensureWallet, findWallet } from './wallet.repository';

export interface WalletMember {
  id: number;
  merchantCode: string;
  isTrial: boolean;
}

/** The member's wallet in the merchant's currency, made on first use. */
export async function walletOf(db: Db, merchant: MerchantConfig, member: WalletMember) {
  const currency = merchant.currency.code;
  const existing = await findWallet(db, member.id, currency);
  if (existing) return existing;
  await ensureWallet(db, {
    memberId: member.id,
    merchantCode: member.merchantCode,
    currency,
    // §6 a trial account plays with play money only: its one wallet is marked so.
    play: member.isTrial,
  });
  const created = await findWallet(db, member.id, currency);
  if (!created) throw new Error(`wallet of member ${member.id} was not created`);
  return created;
}
