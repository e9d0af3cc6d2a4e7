import type { Db } from '../../db/client';
import { moveSessionStart } from './sessions.repository';

/**
 * Development only (issue 34): moves a session's login back, so that an e2e reaches a reality
 * check without waiting. Accounts owns the sessions; protection's dev route is handed this.
 */
export const moveLoginBack = (db: Db, memberId: number, sessionId: number, at: Date) =>
  moveSessionStart(db, memberId, sessionId, at);
