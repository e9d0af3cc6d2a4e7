import { sql } from 'drizzle-orm';
import {
  ErrorCode,
  hasAgentOption,
  type DownlineQuotasValue,
  type MerchantConfig,
  FieldIssueCode,
} from '@lotto/contract';
import type { z } from 'zod';
import type { setDownlineQuotaBody } from '@lotto/contract';
import type { Db } from '../../db/client';
import { fieldError, HttpError } from '../../lib/http-error';
import { findMemberByUsername } from '../accounts/members.service';
import { recordAudit } from '../audit/audit.service';
import { directUplineOf } from './agents.repository';
import { quotasOf, setQuota, usedQuota } from './rebate-quotas';
import { bpToRate, rateToBp, ratesOf } from './rebate-rates';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Who sets a quota: an agent, named in the audit log. */
export interface QuotaCaller {
  id: number;
  username: string;
  customerType: number;
  ip: string;
}

/**
 * §7 rebate quotas: an agent sets how many direct downlines its direct sub-agent may open at a
 * rate in a category. Refused, each a 400 naming its field with nothing written: not a direct
 * downline (`username`, NOT_IN_TEAM), a player (`username`), a rate above the sub-agent's own
 * (`rate`, QUOTA_RATE_ABOVE_OWN: it could never open a downline there), and a quota above what the caller has left at
 * that rate, its own quota minus its direct downlines at it (`quota`, QUOTA_ABOVE_UPLINE). A rate
 * the caller has no quota at is unbounded for it, so any quota may be given there. The caller's
 * quota row is locked while it is read, so an opening of the caller's own at that rate waits.
 */
export async function setDownlineQuota(
  db: Db,
  caller: QuotaCaller,
  merchant: MerchantConfig,
  body: z.output<typeof setDownlineQuotaBody>,
): Promise<DownlineQuotasValue> {
  if (!hasAgentOption(caller.customerType)) throw new HttpError(ErrorCode.NOT_AGENT);
  const member = await findMemberByUsername(db, merchant.code, body.username.trim());
  if (!member || (await directUplineOf(db, member.id)) !== caller.id)
    throw fieldError('username', 'is not your direct downline', ErrorCode.NOT_IN_TEAM);
  if (!hasAgentOption(member.customerType))
    throw fieldError('username', 'is a player: only a sub-agent opens downlines', undefined, {
      code: FieldIssueCode.not_agent,
    });
  const rateBp = rateToBp(body.rate);
  const own = (await ratesOf(db, member.id)).get(body.category) ?? 0;
  if (rateBp > own)
    throw fieldError(
      'rate',
      `must not be above the sub-agent's own rate of ${bpToRate(own)} %`,
      ErrorCode.QUOTA_RATE_ABOVE_OWN,
    );
  return db.transaction(async (tx) => {
    const mine = rowsOf<{ quota: number }>(
      await tx.execute(sql`
        select quota from agent_rebate_quotas
         where member_id = ${caller.id} and category = ${body.category} and rate_bp = ${rateBp}
         for update`),
    )[0]?.quota;
    if (mine !== undefined) {
      const left = Math.max(mine - (await usedQuota(tx, caller.id, body.category, rateBp)), 0);
      if (body.quota > left)
        throw fieldError(
          'quota',
          `at most ${left}: what you have left at ${bpToRate(rateBp)} %`,
          ErrorCode.QUOTA_ABOVE_UPLINE,
        );
    }
    const before = (await quotasOf(tx, member.id)).find(
      (q) => q.category === body.category && q.rate === bpToRate(rateBp),
    );
    await setQuota(tx, member.id, body.category, rateBp, body.quota);
    const quotas = await quotasOf(tx, member.id);
    await recordAudit(
      tx,
      { merchantCode: merchant.code, operatorId: null, username: caller.username, ip: caller.ip },
      {
        action: 'agents.downline_quota.set',
        targetType: 'member',
        targetId: member.id,
        before: before ?? null,
        after: quotas.find((q) => q.category === body.category && q.rate === bpToRate(rateBp))!,
      },
    );
    return { username: member.username, quotas };
  });
}
