import type { MerchantConfig } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { decideAgeDocument } from './age-document-decide';
import { submitAgeDocument } from './age-document-submit';
import type {
  AgeVerificationDeps,
  AgeVerificationHooks,
  DocumentStorage,
} from './age-verification-deps';
import { ageDocument, ageVerificationQueue } from './age-verification-queue';
import { latestAgeVerification } from './age-verification.repository';
import { stateOf } from './age-verification-views';
import { bindUseCases } from '../../lib/use-cases';

/**
 * Issue 34: a member proves their age with an ID document (age-document-submit.ts) that support
 * checks in the console (age-verification-queue.ts, age-document-decide.ts).
 */
export function createAgeVerificationService(
  db: Db,
  clock: Clock,
  storage: DocumentStorage,
  hooks: AgeVerificationHooks,
) {
  const deps: AgeVerificationDeps = { db, clock, storage, hooks };
  const bound = bindUseCases(deps);

  return {
    async state(merchant: MerchantConfig, memberId: number) {
      return stateOf(merchant, await latestAgeVerification(db, memberId));
    },

    submit: bound(submitAgeDocument),
    queue: bound(ageVerificationQueue),
    document: bound(ageDocument),
    decide: bound(decideAgeDocument),
  };
}
export type AgeVerificationService = ReturnType<typeof createAgeVerificationService>;
