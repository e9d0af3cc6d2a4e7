import { eq } from 'drizzle-orm';
import { ErrorCode, FieldIssueCode, type GameCategory, type RebateRates } from '@lotto/contract';
import type { Db } from '../../db/client';
import { agentRebateRates } from '../../db/schema';
import { fieldError } from '../../lib/http-error';

/** Rates are kept in hundredths of a percent: "1.5" is 150. */
const BP_PER_PERCENT = 100;

/** "1.5" → 150, "100" → 10000 (the contract's pattern has checked the text). */
export const rateToBp = (rate: string): number => {
  const [whole, fraction = ''] = rate.split('.');
  return Number(whole) * BP_PER_PERCENT + Number(fraction.padEnd(2, '0'));
};
export const bpToRate = (bp: number): string =>
  `${Math.floor(bp / BP_PER_PERCENT)}.${String(bp % BP_PER_PERCENT).padStart(2, '0')}`;

export async function ratesOf(db: Db, memberId: number): Promise<Map<GameCategory, number>> {
  const rows = await db
    .select({ category: agentRebateRates.category, rateBp: agentRebateRates.rateBp })
    .from(agentRebateRates)
    .where(eq(agentRebateRates.memberId, memberId));
  return new Map(rows.map((r) => [r.category as GameCategory, r.rateBp]));
}

export const ratesValue = (rates: Map<GameCategory, number>): RebateRates =>
  Object.fromEntries([...rates].map(([category, bp]) => [category, bpToRate(bp)]));

/**
 * A downline's rates, each at most its upline's (a category the upline has no rate in is 0):
 * the first one above is a 400 naming rates.<category>. Zero rates are not stored.
 */
export function checkDownlineRates(
  rates: RebateRates | undefined,
  upline: Map<GameCategory, number>,
): Map<GameCategory, number> {
  const checked = new Map<GameCategory, number>();
  for (const [category, rate] of Object.entries(rates ?? {}) as [GameCategory, string][]) {
    const bp = rateToBp(rate);
    const most = upline.get(category) ?? 0;
    if (bp > most)
      throw fieldError(
        `rates.${category}`,
        `must not be above your own rate of ${bpToRate(most)} %`,
        ErrorCode.BAD_REQUEST,
        { code: FieldIssueCode.max_rate, params: { max: bpToRate(most) } },
      );
    if (bp > 0) checked.set(category, bp);
  }
  return checked;
}

export async function insertRates(
  db: Db,
  memberId: number,
  rates: Map<GameCategory, number>,
): Promise<void> {
  if (rates.size === 0) return;
  await db
    .insert(agentRebateRates)
    .values([...rates].map(([category, rateBp]) => ({ memberId, category, rateBp })));
}
