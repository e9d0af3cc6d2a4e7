import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ErrorCode,
  FieldIssueCode,
  type GameCategory,
  type OpsAgentRates,
  type RebateRates,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import { agentRebateRates } from '../../db/schema';
import { fieldError } from '../../lib/http-error';
import { recordAudit, type Actor } from '../audit/audit.service';
import { directUplineOf } from './agents.repository';
import { lockTreeForMove } from './agent-tree-lock';
import { bpToRate, insertRates, rateToBp, ratesOf, ratesValue } from './rebate-rates';

/** The platform pays top-level agents: any rate from 0 to 100 %. */
const PLATFORM_MAX_BP = 10_000;

interface RatedAgent {
  id: number;
  username: string;
  customerType: number;
}

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** The highest rate of the agent's direct downlines per category. */
async function downlineMaxima(db: Db, memberId: number): Promise<Map<GameCategory, number>> {
  const rows = rowsOf<{ category: GameCategory; rate_bp: number }>(
    await db.execute(sql`
    select r.category, max(r.rate_bp)::int as rate_bp
      from agent_tree t join agent_rebate_rates r on r.member_id = t.descendant_id
     where t.ancestor_id = ${memberId} and t.depth = 1
     group by r.category`),
  );
  return new Map(rows.map((r) => [r.category, Number(r.rate_bp)]));
}

/** The agent's rates with the bounds its upline (null: the platform) and downlines set. */
export async function agentRatesOf(db: Db, agent: RatedAgent): Promise<OpsAgentRates> {
  const uplineId = await directUplineOf(db, agent.id);
  return {
    username: agent.username,
    customerType: agent.customerType,
    rates: ratesValue(await ratesOf(db, agent.id)),
    uplineRates: uplineId === null ? null : ratesValue(await ratesOf(db, uplineId)),
    downlineRates: ratesValue(await downlineMaxima(db, agent.id)),
  };
}

const rateRefusal = (category: GameCategory, message: string, code: FieldIssueCode, bp: number) =>
  fieldError(`rates.${category}`, message, ErrorCode.BAD_REQUEST, {
    code,
    params: code === FieldIssueCode.max_rate ? { max: bpToRate(bp) } : { min: bpToRate(bp) },
  });

/**
 * Issue 32: sets an agent's rates in the categories named, inside the caller's transaction under
 * the merchant's tree lock taken alone (no placement or move reads the rates meanwhile). Each is
 * at most the upline's in that category (0 where it has none; the platform allows 100 %) and at
 * least every direct downline's: lowering under a downline is refused rather than lowering the
 * downline's too, which would change what the upline promised it. Audited with before and after.
 */
export async function setAgentRates(
  tx: Db,
  actor: Actor,
  agent: RatedAgent,
  rates: RebateRates,
): Promise<OpsAgentRates> {
  await lockTreeForMove(tx, actor.merchantCode);
  const uplineId = await directUplineOf(tx, agent.id);
  const upline = uplineId === null ? null : await ratesOf(tx, uplineId);
  const downlines = await downlineMaxima(tx, agent.id);
  const wanted = new Map<GameCategory, number>();
  for (const [category, rate] of Object.entries(rates) as [GameCategory, string][]) {
    const bp = rateToBp(rate);
    const most = upline === null ? PLATFORM_MAX_BP : (upline.get(category) ?? 0);
    if (bp > most)
      throw rateRefusal(
        category,
        `must not be above the upline's rate of ${bpToRate(most)} %`,
        FieldIssueCode.max_rate,
        most,
      );
    const least = downlines.get(category) ?? 0;
    if (bp < least)
      throw rateRefusal(
        category,
        `must not be below a direct downline's rate of ${bpToRate(least)} %`,
        FieldIssueCode.below_downline,
        least,
      );
    wanted.set(category, bp);
  }
  const before = ratesValue(await ratesOf(tx, agent.id));
  await tx
    .delete(agentRebateRates)
    .where(
      and(
        eq(agentRebateRates.memberId, agent.id),
        inArray(agentRebateRates.category, [...wanted.keys()]),
      ),
    );
  await insertRates(tx, agent.id, new Map([...wanted].filter(([, bp]) => bp > 0)));
  const after = await agentRatesOf(tx, agent);
  await recordAudit(tx, actor, {
    action: 'agents.rates.set',
    targetType: 'member',
    targetId: agent.id,
    before,
    after: after.rates,
  });
  return after;
}
