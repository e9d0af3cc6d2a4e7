import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  ErrorCode,
  FieldIssueCode,
  hasAgentOption,
  MemberType,
  MOVE_TRIAL_REFUSAL,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import { agentContracts, agentTree } from '../../db/schema';
import { fieldError } from '../../lib/http-error';
import type { MemberRow } from '../accounts/members.service';
import type { Actor } from '../audit/audit.service';
import { recordAudit } from '../audit/audit.service';
import { directUplineOf, insertPlacement, isInTeam } from './agents.repository';
import { lockTreeForMove } from './agent-tree-lock';
import { bpToRate, ratesOf } from './rebate-rates';

/** Top-level agents are the platform's: they have no upline to move from or to. */
const TOP_LEVEL_TYPES: readonly number[] = [MemberType.AGENT_41, MemberType.AGENT_42];

export interface MoveResult {
  oldUplineId: number | null;
  endedContracts: number[];
}

/** The console words a trial account's refusal itself, by its reason (MOVE_TRIAL_REFUSAL). */
const trialRefusal = (field: 'username' | 'upline', message: string) =>
  fieldError(field, message, ErrorCode.BAD_REQUEST, {
    code: FieldIssueCode.invalid,
    params: { reason: MOVE_TRIAL_REFUSAL },
  });

/**
 * The refusals of a move, each naming its field: `username` for a top-level agent or a trial
 * account, `upline` for a trial account, the member itself, a member of its own team (a circle), not an agent, already its upline, or an
 * upline whose rate in a category is below the member's (a downline's rate is at most its
 * upline's; the new upline would earn nothing on that line). Run under the move lock.
 */
async function checkMove(tx: Db, member: MemberRow, upline: MemberRow): Promise<number | null> {
  if (TOP_LEVEL_TYPES.includes(member.customerType))
    throw fieldError('username', 'is a top-level agent: the platform is its upline', undefined, {
      code: FieldIssueCode.top_level_agent,
    });
  // §6 trial accounts live apart (migration 0051 refuses the tree rows too).
  if (member.isTrial) throw trialRefusal('username', 'is a trial account: it joins no team');
  if (upline.isTrial) throw trialRefusal('upline', 'is a trial account: it has no team');
  if (member.id === upline.id)
    throw fieldError('upline', 'a member cannot be its own upline', undefined, {
      code: FieldIssueCode.own_account,
    });
  if (await isInTeam(tx, member.id, upline.id))
    throw fieldError('upline', "is in this member's own team", undefined, {
      code: FieldIssueCode.own_team,
    });
  if (!hasAgentOption(upline.customerType))
    throw fieldError('upline', 'is not an agent', undefined, { code: FieldIssueCode.not_agent });
  const oldUplineId = await directUplineOf(tx, member.id);
  if (oldUplineId === upline.id)
    throw fieldError('upline', "is already this member's upline", undefined, {
      code: FieldIssueCode.unchanged,
    });
  const own = await ratesOf(tx, member.id);
  const theirs = await ratesOf(tx, upline.id);
  for (const [category, bp] of own) {
    const most = theirs.get(category) ?? 0;
    if (bp > most)
      throw fieldError(
        'upline',
        `its rebate rate in ${category} is ${bpToRate(bp)} %, above this upline's ${bpToRate(most)} %`,
        undefined,
        { code: FieldIssueCode.max_rate, params: { max: bpToRate(most) } },
      );
  }
  return oldUplineId;
}

/**
 * Issue 32: moves `member` and its whole team directly under `upline`, in the caller's
 * transaction: the closure rows from the member's old uplines to the member and its team are
 * deleted and those of the new line written; the contracts the old upline gave the member (in
 * force or awaiting review) end. Rebates already paid stay; later runs follow the new line.
 * Audited `agents.downline.move`.
 */
export async function moveDownline(
  tx: Db,
  actor: Actor,
  member: MemberRow,
  upline: MemberRow,
): Promise<MoveResult> {
  await lockTreeForMove(tx, member.merchantCode);
  const oldUplineId = await checkMove(tx, member, upline);
  await tx.execute(sql`
    delete from ${agentTree}
     where ancestor_id in (select ancestor_id from ${agentTree} where descendant_id = ${member.id})
       and descendant_id in (select ${member.id}::bigint
                             union all
                             select descendant_id from ${agentTree} where ancestor_id = ${member.id})`);
  await insertPlacement(tx, member.merchantCode, member.id, upline.id);
  const ended = await tx
    .update(agentContracts)
    .set({ state: 'ended' })
    .where(
      and(
        eq(agentContracts.memberId, member.id),
        oldUplineId === null
          ? isNull(agentContracts.uplineId)
          : eq(agentContracts.uplineId, oldUplineId),
        inArray(agentContracts.state, ['offered', 'accepted']),
      ),
    )
    .returning({ id: agentContracts.id });
  const endedContracts = ended.map((c) => c.id);
  await recordAudit(tx, actor, {
    action: 'agents.downline.move',
    targetType: 'member',
    targetId: member.id,
    before: { uplineId: oldUplineId },
    after: { uplineId: upline.id, upline: upline.username, endedContracts },
  });
  return { oldUplineId, endedContracts };
}
