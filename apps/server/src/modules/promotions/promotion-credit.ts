import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import { postInTransaction } from '../ledger/ledger.service';

/** What the ledger answered for one bonus. */
export type CreditResult =
  { credited: true; reference: string } | { credited: false; note: string };

export interface BonusCredit {
  merchantCode: string;
  memberId: number;
  entryId: number;
  bonusUnits: bigint;
  /** The stakes the bonus asks before it can be withdrawn. */
  turnoverUnits: bigint;
  /** Retrying the same entry's credit must not pay twice. */
  idempotencyKey: string;
}

/**
 * The one call that moves an issued bonus into the member's bonus balance, inside the claim's
 * transaction: a double-entry posting from the merchant's `bonuses_given` account. The turnover
 * requirement is the entry's own (`promotion_entries.turnover_units`), which the withdraw rules
 * read beside the deposits' (modules/money/withdrawals.repository.ts).
 */
export async function creditPromotionBonus(tx: Db, credit: BonusCredit): Promise<CreditResult> {
  const [merchant] = await tx
    .select({ config: merchants.config })
    .from(merchants)
    .where(eq(merchants.code, credit.merchantCode));
  if (!merchant) return { credited: false, note: `unknown merchant ${credit.merchantCode}` };
  const reference = `PROMO${credit.entryId}`;
  await postInTransaction(tx, {
    merchantCode: credit.merchantCode,
    currency: merchant.config.currency.code,
    kind: 'bonus',
    idempotencyKey: credit.idempotencyKey,
    reference,
    memberId: credit.memberId,
    metadata: { promotionEntryId: credit.entryId, turnover: credit.turnoverUnits.toString() },
    entries: [
      { account: { member: credit.memberId, kind: 'bonus' }, amount: credit.bonusUnits },
      { account: { house: 'bonuses_given' }, amount: -credit.bonusUnits },
    ],
  });
  return { credited: true, reference };
}
