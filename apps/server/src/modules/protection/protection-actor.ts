import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit/audit.service';
import { insertChange } from './protection.repository';

/**
 * Who makes a change of the member's protection, and where from (the audit log and the member's
 * list of changes name them): the member, an operator of the console, or the platform.
 */
export interface ProtectionActor {
  memberId: number;
  merchantCode: string;
  username: string;
  ip: string;
  /** Default: the member. */
  by?: 'member' | 'operator' | 'system';
  /** The operator, when `by` is 'operator'. */
  operatorId?: number | null;
}

/** The audit log's actor for a protection change. */
export const auditActorOf = (actor: ProtectionActor) => ({
  merchantCode: actor.merchantCode,
  operatorId: actor.by === 'operator' ? (actor.operatorId ?? null) : null,
  username:
    actor.by === 'operator'
      ? `operator:${actor.operatorId ?? '?'}`
      : actor.by === 'system'
        ? 'system'
        : `member:${actor.username}`,
  ip: actor.ip,
});

/** The list of changes' actor columns. */
export const changeActorOf = (actor: ProtectionActor) => ({
  by: actor.by ?? 'member',
  operatorId: actor.by === 'operator' ? (actor.operatorId ?? null) : null,
});

/** A protection change, written to the audit log and to the member's list of changes. */
export const auditProtectionChange = (
  clock: Clock,
  tx: Db,
  actor: ProtectionActor,
  action: string,
  before: unknown,
  after: unknown,
) =>
  Promise.all([
    recordAudit(tx, auditActorOf(actor), {
      action,
      targetType: 'member',
      targetId: actor.memberId,
      before,
      after,
    }),
    insertChange(tx, {
      memberId: actor.memberId,
      at: clock(),
      action,
      ...changeActorOf(actor),
      before: before === null ? null : JSON.stringify(before).slice(0, 200),
      after: after === null ? null : JSON.stringify(after).slice(0, 200),
    }),
  ]);
