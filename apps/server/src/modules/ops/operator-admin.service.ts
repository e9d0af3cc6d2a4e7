import { FieldIssueCode } from '@lotto/contract';
import type { OperatorItem, OperatorRole } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { fieldError, notFound } from '../../lib/http-error';
import { recordAudit, type Actor } from '../audit/audit.service';
import { operatorItem } from './operator-status';
import {
  deleteOperatorSessions,
  findOperatorById,
  setOperatorRoleAndStatus,
  type OperatorRow,
} from './operators.repository';

/**
 * The owner's changes to other operators. An owner cannot disable or demote themselves: the
 * merchant would be left without anyone able to undo it.
 */
export function createOperatorAdminService(db: Db, clock: Clock) {
  const item = (o: OperatorRow): OperatorItem => operatorItem(o, clock());

  return {
    async update(actor: Actor, body: { id: number; role?: OperatorRole; disabled?: boolean }) {
      return db.transaction(async (tx) => {
        const before = await findOperatorById(tx, actor.merchantCode, body.id);
        if (!before) throw notFound(`No operator ${body.id}`);
        if (before.id === actor.operatorId) {
          if (body.disabled)
            throw fieldError('disabled', 'disabled: you cannot disable yourself', undefined, {
              code: FieldIssueCode.own_account,
            });
          if (body.role !== undefined && body.role !== before.role)
            throw fieldError('role', 'role: you cannot change your own role', undefined, {
              code: FieldIssueCode.own_account,
            });
        }
        const change: Partial<Pick<OperatorRow, 'role' | 'status'>> = {};
        if (body.role !== undefined) change.role = body.role;
        if (body.disabled !== undefined) change.status = body.disabled ? 'disabled' : 'active';
        const row =
          Object.keys(change).length > 0
            ? await setOperatorRoleAndStatus(tx, before.id, change)
            : before;
        // A role change takes effect on the next call (the session reads the operator's row).
        const sessionsEnded = body.disabled ? await deleteOperatorSessions(tx, before.id) : 0;
        const after = item(row);
        await recordAudit(tx, actor, {
          action: 'operator.update',
          targetType: 'operator',
          targetId: before.id,
          before: { role: before.role, status: item(before).status },
          after: { role: after.role, status: after.status, sessionsEnded },
        });
        return after;
      });
    },
  };
}
export type OperatorAdminService = ReturnType<typeof createOperatorAdminService>;
