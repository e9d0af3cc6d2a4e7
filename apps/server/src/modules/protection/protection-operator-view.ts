import {
  ErrorCode,
  REALITY_CHECK_DEFAULT_MINUTES,
  type OpsMemberProtectionValue,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { changesOf, isMemberOf } from './protection.repository';
import type { ProtectionService } from './protection.service';
import { realityCheckMinutesOf } from './reality-check.repository';

/** As many changes as the member's page lists. */
const CHANGES_LISTED = 50;

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
  timeZone: string,
): Promise<OpsMemberProtectionValue> {
  if (!(await isMemberOf(db, merchantCode, memberId)))
    throw new HttpError(ErrorCode.NOT_FOUND, 'No such member');
  const [state, minutes, changes] = await Promise.all([
    protection.state(memberId, currency, timeZone),
    realityCheckMinutesOf(db, memberId),
    changesOf(db, memberId, CHANGES_LISTED),
  ]);
  return {
    memberId,
    currency: state.currency,
    limits: state.limits,
    sessionTime: state.sessionTime,
    exclusion: state.exclusion,
    realityCheckMinutes: minutes === undefined ? REALITY_CHECK_DEFAULT_MINUTES : minutes,
    realityCheckChosen: minutes !== undefined,
    // Who made each change, the operator named (issue 34).
    changes: changes.map((c) => ({
      at: c.at.getTime(),
      action: c.action,
      by: c.by,
      operatorId: c.operatorId,
      before: c.before,
      after: c.after,
    })),
  };
}
