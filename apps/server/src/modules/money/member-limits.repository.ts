import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Holds the member's daily money limits until the transaction ends, so two requests sent at once
 * cannot both fit under a limit that only one of them fits under.
 */
export const lockMemberLimits = (tx: Db, memberId: number, what: 'deposit' | 'withdraw') =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`money-limits:${what}`}), ${memberId})`);
