import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { ProtectionActor } from './protection-actor';
import type { SessionTimeService } from './session-time.service';

/** What the accounts module does for protection, handed in by the app (no import circle). */
export interface ProtectionHooks {
  /** Ends every session of the member, in the caller's transaction. */
  endSessions(tx: Db, merchantCode: string, username: string): Promise<unknown>;
}

/** What each protection use case is given by the protection service. */
export interface ProtectionDeps {
  db: Db;
  clock: Clock;
  hooks: ProtectionHooks;
  sessionTime: Pick<SessionTimeService, 'usage'>;
  /** Writes a change to the audit log and the member's list of changes, in `tx`. */
  audit: (
    tx: Db,
    actor: ProtectionActor,
    action: string,
    before: unknown,
    after: unknown,
  ) => Promise<unknown>;
}
