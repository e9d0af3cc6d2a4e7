import { eq } from 'drizzle-orm';
import type { MerchantConfig } from '@lotto/contract';
import type { Db } from '../client';
import { agentContracts, type AgentContractTier } from '../schema';
import { startOfDay } from '../../lib/money-day';
import { runContractPayouts } from '../../modules/agents/contract-payouts.service';
import { decideOffer, insertOffer } from '../../modules/agents/contracts.repository';
import { grantStartingBalance } from '../../modules/wallet/wallet.service';
import { DAY_MS } from '../../lib/time-zone';

/** Days before today the demo contract was accepted: each of them gets its statement. */
export const DEMO_CONTRACT_DAYS = 3;
/**
 * The demo daily salary (issue 32): 1 % of the sub-agent's team turnover from 20 a day with one
 * active player, 2 % from 150 with two; low enough for the demo line's play to reach.
 */
const DEMO_SALARY_TIERS: AgentContractTier[] = [
  { threshold: '20', activePlayers: 1, rateBp: 100 },
  { threshold: '150', activePlayers: 2, rateBp: 200 },
];

/**
 * The demo top agent's daily-salary contract with its sub-agent, accepted DEMO_CONTRACT_DAYS
 * days ago, and the statements of the days since, paid from the top agent's cash (its starting
 * grant) through the payout run, so the contract pages show a contract, its terms and paid
 * statements at once. Once: a sub-agent with any contract is left alone. A merchant that grants
 * nothing gets the contract with statements of nothing due or unpaid, never an error.
 */
export async function seedDemoAgentContract(
  db: Db,
  merchant: MerchantConfig,
  line: { top: number; sub: number },
  now: Date,
): Promise<void> {
  const existing = await db
    .select({ id: agentContracts.id })
    .from(agentContracts)
    .where(eq(agentContracts.memberId, line.sub))
    .limit(1);
  if (existing.length > 0) return;
  await grantStartingBalance(db, merchant, {
    id: line.top,
    merchantCode: merchant.code,
    isTrial: false,
  });
  const acceptedAt = startOfDay(
    new Date(now.getTime() - DEMO_CONTRACT_DAYS * DAY_MS),
    merchant.timeZone,
  );
  await db.transaction(async (tx) => {
    const offer = await insertOffer(tx, {
      merchantCode: merchant.code,
      kind: 'daily_salary',
      memberId: line.sub,
      uplineId: line.top,
      tiers: DEMO_SALARY_TIERS,
      period: null,
      carryOver: false,
      offeredAt: acceptedAt,
    });
    await decideOffer(tx, offer.id, line.sub, true, acceptedAt);
  });
  await runContractPayouts(db, now, { merchantCode: merchant.code });
}
