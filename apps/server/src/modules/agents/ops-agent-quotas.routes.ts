import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  hasAgentOption,
  opsAgentQuotas,
  opsSetAgentQuota,
  type GameCategory,
  type OpsAgentQuota,
  FieldIssueCode,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import { fieldError } from '../../lib/http-error';
import { registerOperation } from '../../lib/route';
import { actorOf, currentOperator } from '../../plugins/ops-auth.plugin';
import { findMemberByUsername } from '../accounts/members.service';
import { recordAudit } from '../audit/audit.service';
import { bpToRate, rateToBp } from './rebate-rates';
import { setQuota } from './rebate-quotas';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

interface QuotaRow {
  username: string;
  customer_type: number;
  category: GameCategory;
  rate_bp: number;
  quota: number;
  used: number;
}

/** The merchant's agents' quotas (of one agent with `memberId`), top-level agents first. */
async function quotasOfMerchant(db: Db, merchantCode: string, memberId?: number) {
  const rows = rowsOf<QuotaRow>(
    await db.execute(sql`
      select m.username, m.customer_type, q.category, q.rate_bp, q.quota,
             (select count(*) from agent_tree t
                join agent_rebate_rates r on r.member_id = t.descendant_id
               where t.ancestor_id = q.member_id and t.depth = 1
                 and r.category = q.category and r.rate_bp = q.rate_bp)::int as used
        from agent_rebate_quotas q join members m on m.id = q.member_id
       where m.merchant_code = ${merchantCode}
         ${memberId === undefined ? sql`` : sql`and q.member_id = ${memberId}`}
       order by (m.customer_type in (41, 42)) desc, m.username, q.category, q.rate_bp desc`),
  );
  return rows.map((r): OpsAgentQuota => ({
    username: r.username,
    customerType: Number(r.customer_type),
    category: r.category,
    rate: bpToRate(Number(r.rate_bp)),
    quota: Number(r.quota),
    used: Number(r.used),
  }));
}

/** Issue 32: the console's agents' rebate quotas, read and set (audited). */
export default async function opsAgentQuotasRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  registerOperation(app, opsAgentQuotas, async (req) => ({
    list: await quotasOfMerchant(db, currentOperator(req).merchantCode),
  }));
  registerOperation(app, opsSetAgentQuota, async (req) => {
    const actor = actorOf(req);
    const member = await findMemberByUsername(db, actor.merchantCode, req.body.username);
    if (!member || !hasAgentOption(member.customerType))
      throw fieldError('username', 'is not an agent of this merchant', undefined, {
        code: FieldIssueCode.not_agent,
      });
    const rateBp = rateToBp(req.body.rate);
    return db.transaction(async (tx) => {
      const before = (await quotasOfMerchant(tx, actor.merchantCode, member.id)).find(
        (q) => q.category === req.body.category && q.rate === bpToRate(rateBp),
      );
      await setQuota(tx, member.id, req.body.category, rateBp, req.body.quota);
      const after = (await quotasOfMerchant(tx, actor.merchantCode, member.id)).find(
        (q) => q.category === req.body.category && q.rate === bpToRate(rateBp),
      )!;
      await recordAudit(tx, actor, {
        action: 'agents.quota.set',
        targetType: 'member',
        targetId: member.id,
        before: before ?? null,
        after,
      });
      return after;
    });
  });
}
