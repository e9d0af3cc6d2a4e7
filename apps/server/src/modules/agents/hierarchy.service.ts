import { ErrorCode } from '@lotto/contract';
import type { Db } from '../../db/client';
import { fieldError } from '../../lib/http-error';
import { violatedUnique } from '../../db/unique-violation';
import { agentOfCode } from '../../lib/agent-codes';
import { directUplineOf, insertPlacement, isInTeam } from './agents.repository';
import { lockTreeForPlacement } from './agent-tree-lock';

const linkError = (field: string, message: string) =>
  fieldError(field, message, ErrorCode.REFERRAL_LINK_ERROR);

/**
 * Puts `memberId` (and its own team) directly under `uplineId`. Refused, with the field named
 * and nothing written: a member as its own upline, an upline inside the member's own team (a
 * circle), a member that already has an upline. Run it inside the caller's transaction.
 */
export async function placeUnder(
  db: Db,
  merchantCode: string,
  memberId: number,
  uplineId: number,
  field: string,
): Promise<void> {
  if (memberId === uplineId) throw linkError(field, 'a member cannot be its own upline');
  await lockTreeForPlacement(db, merchantCode);
  if (await isInTeam(db, memberId, uplineId))
    throw linkError(field, "the upline is in this member's own team");
  if ((await directUplineOf(db, memberId)) !== null)
    throw linkError(field, 'this member already has an upline');
  try {
    await insertPlacement(db, merchantCode, memberId, uplineId);
  } catch (err) {
    if (violatedUnique(err) !== null) throw linkError(field, 'this member already has an upline');
    throw err;
  }
}

/**
 * §2.5 registration with an agent's invitation code: the new member joins the code's agent's
 * team. The accounts module calls this (handed in by the app) after the member is written; a
 * code nobody owns places nobody (registration checked the code before).
 */
export async function placeByInvitationCode(
  db: Db,
  merchantCode: string,
  memberId: number,
  code: string,
): Promise<void> {
  const agentId = await agentOfCode(db, merchantCode, code);
  if (agentId === null) return;
  await placeUnder(db, merchantCode, memberId, agentId, 'affiliateCode');
}
