import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { randomToken, sha256Hex } from '../../lib/secrets';
import type { AuthenticatedOperator } from '../../plugins/ops-auth.plugin';
import {
  deleteOperatorSession,
  findOperatorSession,
  insertOperatorSession,
  touchOperatorSession,
  allowedAddresses,
} from './operators.repository';

/** An operator session ends after 15 minutes without a call … */
export const OPERATOR_IDLE_MINUTES = 15;
/** … and 8 hours after sign-in in any case. */
export const OPERATOR_SESSION_MAX_HOURS = 8;
// Writing last_seen_at on every call would make every read a write; every 30 s is close enough
// to the 15-minute idle limit.
const TOUCH_EVERY_MS = 30_000;

export function createOpsSessions(db: Db, clock: Clock) {
  return {
    /** A new random token; only its SHA-256 is stored. */
    async open(operatorId: number, ip: string, userAgent: string | undefined) {
      const token = randomToken();
      const now = clock();
      const expiresAt = new Date(now.getTime() + OPERATOR_SESSION_MAX_HOURS * 3_600_000);
      await insertOperatorSession(db, {
        operatorId,
        tokenHash: sha256Hex(token),
        createdAt: now,
        lastSeenAt: now,
        expiresAt,
        ip,
        userAgent: userAgent?.slice(0, 300) ?? null,
      });
      return { token, expiresAt };
    },

    /** The operator of a live session of this merchant; 'expired' for a dead or foreign one. */
    async resolve(token: string, merchantCode: string): Promise<AuthenticatedOperator | 'expired'> {
      const found = await findOperatorSession(db, sha256Hex(token));
      if (!found) return 'expired';
      const { session, operator } = found;
      const now = clock();
      const idleEnd = session.lastSeenAt.getTime() + OPERATOR_IDLE_MINUTES * 60_000;
      if (
        session.expiresAt <= now ||
        idleEnd <= now.getTime() ||
        operator.status !== 'active' ||
        operator.merchantCode !== merchantCode
      ) {
        if (operator.merchantCode === merchantCode) await deleteOperatorSession(db, session.id);
        return 'expired';
      }
      if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS)
        await touchOperatorSession(db, session.id, now);
      return {
        sessionId: session.id,
        id: operator.id,
        merchantCode: operator.merchantCode,
        username: operator.username,
        role: operator.role,
      };
    },

    close: (sessionId: number) => deleteOperatorSession(db, sessionId),
  };
}

/** A merchant's console address rules, for the ops-auth plugin. */
export const consoleAddressRules = (db: Db) => (merchantCode: string) =>
  allowedAddresses(db, merchantCode);

export type OpsSessions = ReturnType<typeof createOpsSessions>;
