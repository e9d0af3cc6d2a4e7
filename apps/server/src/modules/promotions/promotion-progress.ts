import { PromotionEntryStatus } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { PromotionDeps } from './promotion-deps';
import {
  betTotals,
  bonusesWithTurnover,
  depositBonusIds,
  entriesAwaitingDeposit,
  updateEntry,
} from './promotions.repository';

/** What other modules report to the promotions: a deposit confirmed, a bet settled. */

/**
 * The money module calls this for each confirmed deposit: it becomes the qualifying deposit
 * of every joined deposit bonus still waiting for one, which can then be claimed.
 */
export async function recordPromotionDeposit(
  { db }: PromotionDeps,

  merchantCode: string,
  memberId: number,
  amountUnits: bigint,
  /** The deposit's own transaction, so the mark lands with the credit or not at all. */
  within: Db = db,
) {
  const ids = await depositBonusIds(within, merchantCode);
  return within.transaction(async (tx) => {
    const waiting = await entriesAwaitingDeposit(tx, memberId, ids);
    for (const e of waiting) await updateEntry(tx, e.id, { depositUnits: amountUnits });
    return waiting.length;
  });
}

/**
 * The wallet calls this for each settled real-money bet, inside the settlement's transaction:
 * every issued bonus whose turnover has now been played becomes claimed (issued → claimed).
 * Stakes count from the first such bonus's issue and pay the bonuses off oldest first, so two
 * bonuses asking 1000 each need 2000 staked, as the withdraw rules add them up
 * (money/withdrawals.repository.ts `turnoverOf`). Returns how many were completed.
 */
export async function recordPromotionTurnover(
  { db, clock }: PromotionDeps,
  memberId: number,
  within: Db = db,
): Promise<number> {
  return within.transaction(async (tx) => {
    const bonuses = await bonusesWithTurnover(tx, memberId);
    const since = bonuses[0]?.issuedAt;
    if (!since || !bonuses.some((b) => b.status === PromotionEntryStatus.issued)) return 0;
    const now = clock();
    const { stakes } = await betTotals(tx, memberId, since, now);
    let owed = 0n;
    let completed = 0;
    for (const b of bonuses) {
      owed += b.turnoverUnits ?? 0n;
      if (stakes < owed) break;
      if (b.status !== PromotionEntryStatus.issued) continue;
      await updateEntry(tx, b.id, { status: PromotionEntryStatus.claimed, completedAt: now });
      completed++;
    }
    return completed;
  });
}
