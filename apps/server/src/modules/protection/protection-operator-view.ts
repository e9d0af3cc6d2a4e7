import {
  ErrorCode,
  REALITY_CHECK_DEFAULT_MINUTES,
  type OpsMemberProtectionValue,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { isMemberOf } from './protection.repository';
import type { ProtectionService } from './protection.service';
import { realityCheckMinutesOf } from './reality-check.repository';

/** The changes only the member makes, from their own pages (issue 34). */
const MEMBER_ACTIONS = new Set([
  'protection.limit_set',
  'protection.limit_raise_requested',
  'protection.limit_raise_confirmed',
  'protection.limit_raise_cancelled',
  'protection.timeout',
  'protection.self_exclusion',
  'protection.reality_check_set',
]);

export const changeActor = (action: string) => (MEMBER_ACTIONS.has(action) ? 'member' : 'system');

/**
 * Issue 34: a member's protection as the console sees it, read only. A member of another
 * merchant is "not found", as on the member's page.
 */
export async function memberProtectionForOperator(
  db: Db,
  protection: ProtectionService,
  merchantCode: string,
  memberId: number,
  currency: string,
): Promise<OpsMemberProtectionValue> {
  if (!(await isMemberOf(db, merchantCode, memberId)))
    throw new HttpError(ErrorCode.NOT_FOUND, 'No such member');
  const [state, minutes] = await Promise.all([
    protection.state(memberId, currency),
    realityCheckMinutesOf(db, memberId),
  ]);
  return {
    memberId,
    currency: state.currency,
    limits: state.limits,
    exclusion: state.exclusion,
    realityCheckMinutes: minutes === undefined ? REALITY_CHECK_DEFAULT_MINUTES : minutes,
    realityCheckChosen: minutes !== undefined,
    changes: state.changes.map((c) => ({ ...c, by: changeActor(c.action) })),
  };
}
