import type { MerchantConfig, WalletBalanceValue } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/http-error';
import { fromUnits, toUnits } from '../../lib/money';
import {
  memberBalances,
  postLedgerTransaction,
  type LedgerAccountRef,
} from '../ledger/ledger.service';
import { createMerchantService } from '../merchant/merchant.service';
import { bettingRecords } from './betting-records';
import { walletOf, type WalletMember } from './member-wallet';
import { placeVendorBet } from './wallet-bet';
import type { WalletDeps, WalletHooks } from './wallet-deps';
import { ledgerKey } from './wallet-ledger';
import { rollbackVendorBet } from './wallet-rollback';
import { settleVendorBet } from './wallet-settle';
import { findWallet, findWalletMember } from './wallet.repository';
import { bindUseCases } from '../../lib/use-cases';

/**
 * Makes sure the member has its wallet row (the §3 balance reads it): for members written without
 * the registration's grant (an agent's register centre, issue 32).
 */
export async function ensureMemberWallet(
  db: Db,
  merchant: MerchantConfig,
  member: WalletMember,
): Promise<void> {
  await walletOf(db, merchant, member);
}

/**
 * The starting grant of a merchant: `wallet.startingGrant`, or an older file's
 * `demo.startingBalance`, which was always demo credit.
 */
export function startingGrantOf(merchant: MerchantConfig): { amount: bigint; demoCredit: boolean } {
  if (merchant.wallet)
    return {
      amount: toUnits(merchant.wallet.startingGrant),
      demoCredit: merchant.wallet.startingGrantIsDemoCredit,
    };
  return { amount: toUnits(merchant.demo?.startingBalance ?? '0'), demoCredit: true };
}

/**
 * The merchant's starting grant, once per member (the ledger key grant:<memberId> makes a second
 * call a no-op): demo credit on the demo merchant, nothing on a real one. Trial accounts get it
 * as play money.
 */
export async function grantStartingBalance(
  db: Db,
  merchant: MerchantConfig,
  member: WalletMember,
  now: Date = new Date(),
): Promise<void> {
  const grant = startingGrantOf(merchant);
  const wallet = await walletOf(db, merchant, member);
  if (grant.amount === 0n) return;
  const from: LedgerAccountRef = wallet.play
    ? { house: 'play_money' }
    : grant.demoCredit
      ? { house: 'demo_credit' }
      : { house: 'bonuses_given' };
  await postLedgerTransaction(db, {
    merchantCode: member.merchantCode,
    currency: wallet.currency,
    kind: 'grant',
    idempotencyKey: ledgerKey.grant(member.id),
    memberId: member.id,
    play: wallet.play,
    metadata: grant.demoCredit && !wallet.play ? { demoCredit: true } : null,
    entries: [
      { account: { member: member.id, kind: 'cash' }, amount: grant.amount },
      { account: from, amount: -grant.amount },
    ],
    now,
  });
}

/**
 * The member's wallet: the balance, and the vendors' bets (wallet-bet.ts), settlements
 * (wallet-settle.ts) and rollbacks (wallet-rollback.ts) with their records (betting-records.ts).
 */
export function createWalletService(db: Db, clock: Clock, hooks: WalletHooks = {}) {
  const merchants = createMerchantService(db, '');

  async function memberAndMerchant(memberId: number) {
    const member = await findWalletMember(db, memberId);
    if (!member || member.disabled) throw notFound(`No member ${memberId}`);
    const merchant = await merchants.get(member.merchantCode);
    if (!merchant) throw notFound(`No merchant ${member.merchantCode}`);
    return { member, merchant };
  }

  const deps: WalletDeps = { db, clock, hooks, memberAndMerchant };
  const bound = bindUseCases(deps);

  return {
    async balance(merchant: MerchantConfig, member: WalletMember): Promise<WalletBalanceValue> {
      const wallet = await findWallet(db, member.id, merchant.currency.code);
      const balances = wallet
        ? await memberBalances(db, wallet.memberId, wallet.currency)
        : { cash: 0n, bonus: 0n, withdrawalHold: 0n };
      return {
        sumBalance: fromUnits(balances.cash),
        bonus: fromUnits(balances.bonus),
        held: fromUnits(balances.withdrawalHold),
        currency: merchant.currency.code,
        decimals: merchant.currency.decimals,
        play: wallet?.play ?? member.isTrial,
      };
    },

    bet: bound(placeVendorBet),
    settle: bound(settleVendorBet),
    rollback: bound(rollbackVendorBet),
    records: bound(bettingRecords),
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
