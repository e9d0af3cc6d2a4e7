import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { walletLedger } from '../../db/schema';

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

/** Said by the entry while its bonus waits for the ledger; shown in the console. */
export const CREDIT_DEFERRED_NOTE =
  'Deferred: the bonus balance of the double-entry ledger (money issue) is not built yet';

/**
 * The one call that moves an issued bonus into the member's bonus balance with its turnover
 * requirement, inside the claim's transaction. Until the money issue's ledger lands it credits
 * nothing and says so: the entry stays in `process` with this note, and the integrator wires the
 * ledger here (a credit answers `credited: true`, and the entry becomes `issued`).
 */
export function creditPromotionBonus(_tx: Db, credit: BonusCredit): Promise<CreditResult> {
  void credit;
  return Promise.resolve({ credited: false, note: CREDIT_DEFERRED_NOTE });
}

/**
 * Whether the member has deposited before (a first-deposit bonus refuses those who have). Reads
 * the wallet ledger's `deposit` rows, the kind the money issue's deposits write.
 */
export async function hasDeposited(db: Db, memberId: number): Promise<boolean> {
  const rows = await db
    .select({ id: walletLedger.id })
    .from(walletLedger)
    .where(and(eq(walletLedger.memberId, memberId), sql`${walletLedger.kind} = 'deposit'`))
    .limit(1);
  return rows.length > 0;
}
