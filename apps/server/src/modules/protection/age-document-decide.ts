import {
  ErrorCode,
  FieldIssueCode,
  type Language,
  type MerchantConfig,
  type OpsAgeDecideInput,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { recordAudit, type Actor } from '../audit/audit.service';
import { ageDecisionWords } from './age-verification-texts';
import type { AgeVerificationDeps } from './age-verification-deps';
import { ageVerificationOf, decideAgeVerification } from './age-verification.repository';
import { itemOf, verifiedAgeMinimum } from './age-verification-views';
import { checkDateOfBirth } from './date-of-birth-check';
import { insertChange } from './protection.repository';

type Operator = Actor & { operatorId: number };
type FoundDocument = NonNullable<Awaited<ReturnType<typeof ageVerificationOf>>>;

/** A rejection names its reason; an approval, the date of birth read on the document. */
function requiredWords(input: OpsAgeDecideInput) {
  const reason = input.reason?.trim() ?? '';
  if (input.action === 'reject' && reason === '')
    throw fieldError('reason', 'reason is required to reject', ErrorCode.BAD_REQUEST, {
      code: FieldIssueCode.required,
    });
  const documentDate = input.documentDateOfBirth ?? '';
  if (input.action === 'approve' && documentDate === '')
    throw fieldError(
      'documentDateOfBirth',
      'documentDateOfBirth is required to approve: the date of birth on the document',
      ErrorCode.BAD_REQUEST,
      { code: FieldIssueCode.required },
    );
  return { reason, documentDate };
}

/** The document's date is of the merchant's minimum age and the one given at registration. */
function checkApproval(
  merchant: MerchantConfig,
  found: FoundDocument,
  documentDate: string,
  now: Date,
) {
  checkDateOfBirth(
    documentDate,
    verifiedAgeMinimum(merchant),
    merchant.timeZone,
    now,
    'documentDateOfBirth',
  );
  if (found.registeredBirthDate !== null && found.registeredBirthDate !== documentDate)
    throw fieldError(
      'documentDateOfBirth',
      `the date of birth on the document differs from the one given at registration (${found.registeredBirthDate})`,
      ErrorCode.DOB_MISMATCH,
      { code: FieldIssueCode.invalid, params: { registered: found.registeredBirthDate } },
    );
}

/** The decision, a date of birth recorded if none was, their audit lines and the change. */
async function recordDecision(
  { hooks }: AgeVerificationDeps,
  tx: Db,
  actor: Operator,
  found: FoundDocument,
  decision: { state: 'verified' | 'rejected'; reason: string; documentDate: string; now: Date },
) {
  const { state, reason, documentDate, now } = decision;
  const row = await decideAgeVerification(tx, found.row.id, {
    state,
    reason: state === 'rejected' ? reason : null,
    at: now,
    by: actor.operatorId,
  });
  if (!row) throw new HttpError(ErrorCode.WRONG_STATE, 'This document was already decided');
  const recorded =
    state === 'verified' && found.registeredBirthDate === null
      ? await hooks.recordBirthDate(tx, row.memberId, documentDate)
      : false;
  // Another date recorded meanwhile is not overwritten, nor approved against unseen.
  if (state === 'verified' && found.registeredBirthDate === null && !recorded)
    throw new HttpError(ErrorCode.CONFLICT, 'The registered date of birth changed');
  const after =
    state === 'rejected' ? { state, reason } : { state, documentDateOfBirth: documentDate };
  await recordAudit(tx, actor, {
    action: `protection.age_${state}`,
    targetType: 'member',
    targetId: row.memberId,
    before: { state: 'pending', dateOfBirth: row.dateOfBirth },
    after,
  });
  if (recorded)
    await recordAudit(tx, actor, {
      action: 'member.birth_date_recorded',
      targetType: 'member',
      targetId: row.memberId,
      before: { birthDate: null },
      after: { birthDate: documentDate },
    });
  await insertChange(tx, {
    memberId: row.memberId,
    at: now,
    action: `protection.age_${state}`,
    by: 'operator',
    operatorId: actor.operatorId,
    after: JSON.stringify(state === 'rejected' ? { reason } : { dateOfBirth: documentDate }),
  });
  return row;
}

/**
 * Approving needs the date of birth the operator reads on the document: it must be the one
 * given at registration and of the merchant's minimum age, else nothing is written and the
 * operator may reject with a reason. A member who gave none has the document's recorded.
 */
export async function decideAgeDocument(
  deps: AgeVerificationDeps,
  merchant: MerchantConfig,
  actor: Operator,
  input: OpsAgeDecideInput,
) {
  const { db, clock, hooks } = deps;
  const { reason, documentDate } = requiredWords(input);
  const found = await ageVerificationOf(db, actor.merchantCode, input.id);
  if (!found) throw notFound('No such verification');
  if (found.row.state !== 'pending')
    throw new HttpError(ErrorCode.WRONG_STATE, 'This document was already decided');
  const now = clock();
  const state = input.action === 'approve' ? 'verified' : 'rejected';
  if (state === 'verified') checkApproval(merchant, found, documentDate, now);
  const decided = await db.transaction((tx) =>
    recordDecision(deps, tx, actor, found, { state, reason, documentDate, now }),
  );
  const words = ageDecisionWords[decided.language as Language] ?? ageDecisionWords.en;
  await hooks.tellMember(
    actor,
    decided.memberId,
    state === 'verified' ? words.verifiedTitle : words.rejectedTitle,
    state === 'verified' ? words.verified : words.rejected.replace('{reason}', reason),
  );
  return itemOf({ ...found, row: decided });
}
