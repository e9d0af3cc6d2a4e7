import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { auditProtectionChange } from './protection-actor';
import type { ProtectionDeps, ProtectionHooks } from './protection-deps';
import { registrationBlocked, startExclusion } from './protection-exclusion';
import {
  cancelPendingLimit,
  confirmProtectionLimit,
  setProtectionLimit,
  setSessionTimeLimit,
} from './protection-limits';
import { protectionState } from './protection-state';
import { excludedMembers, savePromptClosed } from './protection.repository';
import type { SessionTimeService } from './session-time.service';
import { bindUseCases } from '../../lib/use-cases';

/**
 * The member's protection: the page's state (protection-state.ts), limits and their raises
 * (protection-limits.ts), time-outs and self-exclusions (protection-exclusion.ts).
 */
export function createProtectionService(
  db: Db,
  clock: Clock,
  hooks: ProtectionHooks,
  sessionTime: Pick<SessionTimeService, 'usage'>,
) {
  const deps: ProtectionDeps = {
    db,
    clock,
    hooks,
    sessionTime,
    audit: (tx, actor, action, before, after) =>
      auditProtectionChange(clock, tx, actor, action, before, after),
  };
  const bound = bindUseCases(deps);

  return {
    state: bound(protectionState),

    /** The member closes a prompt; the review prompt comes back 6 months on (issue 34). */
    async dismissPrompt(memberId: number, prompt: 'deposit_limit' | 'review') {
      await savePromptClosed(db, memberId, prompt, clock());
    },

    setLimit: bound(setProtectionLimit),
    setSessionTimeLimit: bound(setSessionTimeLimit),
    confirmLimit: bound(confirmProtectionLimit),
    cancelPending: bound(cancelPendingLimit),
    startExclusion: bound(startExclusion),

    /**
     * Issue 34: marketing stops during a time-out or self-exclusion. The members (of `memberIds`,
     * or of the whole merchant) no promotion may reach now; asked in the caller's transaction.
     */
    marketingStopped: (tx: Db, merchantCode: string, memberIds?: number[]) =>
      excludedMembers(tx, clock(), { merchantCode, memberIds }),

    registrationBlocked: bound(registrationBlocked),
  };
}
export type ProtectionService = ReturnType<typeof createProtectionService>;
