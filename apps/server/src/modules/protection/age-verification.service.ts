import { randomBytes } from 'node:crypto';
import {
  AGE_DOCUMENT_MAX_BYTES,
  AGE_DOCUMENTS_PER_DAY_MAX,
  AGE_VERIFICATION_MIN_AGE,
  ErrorCode,
  FieldIssueCode,
  OPS_AGE_QUEUE_MAX,
  type AgeVerificationValue,
  type Language,
  type MerchantConfig,
  type OpsAgeDecideInput,
  type OpsAgeVerificationItem,
  type SubmitAgeDocumentInput,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { localDateOf } from '../../lib/local-date';
import { startOfDay } from '../../lib/money-day';
import { recordAudit, type Actor } from '../audit/audit.service';
import { ageDecisionWords } from './age-verification-texts';
import {
  ageDocumentsSince,
  ageVerificationOf,
  decideAgeVerification,
  insertAgeVerification,
  latestAgeVerification,
  lockAgeVerification,
  pendingAgeVerifications,
  type AgeVerificationRow,
} from './age-verification.repository';
import { insertChange } from './protection.repository';

/** The private store the documents go to (the one slips are kept in); keys made by the server. */
export interface DocumentStorage {
  save(key: string, bytes: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

/**
 * What the accounts, inbox and media modules do for protection, handed in by the app (no import
 * circle).
 */
export interface AgeVerificationHooks {
  /** Records a document's date of birth for a member who gave none (in the caller's tx). */
  recordBirthDate(tx: Db, memberId: number, birthDate: string): Promise<boolean>;
  /** Decodes the image and encodes it again (png or jpeg only); null when it is not one. */
  reencode(bytes: Buffer): Promise<{ bytes: Buffer; contentType: string } | null>;
  tellMember(actor: Actor, memberId: number, title: string, content: string): Promise<unknown>;
}

/** The age the merchant's members must have proved before money moves (§5: 18, 21 or N). */
export const verifiedAgeMinimum = (merchant: MerchantConfig) =>
  Math.max(AGE_VERIFICATION_MIN_AGE, merchant.register.minimumAge);

const EARLIEST_BIRTH_YEAR = 1900;

/** Full years from `born` to `today` (the birthday itself counts). */
const ageOn = (born: { y: number; m: number; d: number }, today: typeof born) =>
  today.y - born.y - (today.m < born.m || (today.m === born.m && today.d < born.d) ? 1 : 0);

const dateParts = (text: string) => {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d
    ? { y, m, d }
    : null;
};

/** The date of birth is a real date and at least `minimumAge` years before today, or a 400. */
function checkDateOfBirth(
  text: string,
  minimumAge: number,
  timeZone: string,
  now: Date,
  field = 'dateOfBirth',
) {
  const born = dateParts(text);
  const today = dateParts(localDateOf(now, timeZone));
  if (!born || !today || born.y < EARLIEST_BIRTH_YEAR || ageOn(born, today) < 0)
    throw fieldError(field, `${field} is not a valid date`, ErrorCode.BAD_REQUEST, {
      code: FieldIssueCode.format,
    });
  if (ageOn(born, today) < minimumAge)
    throw fieldError(
      field,
      `at least ${minimumAge} years of age are required`,
      ErrorCode.BAD_REQUEST,
      { code: FieldIssueCode.invalid, params: { min: minimumAge } },
    );
}

const stateOf = (
  merchant: MerchantConfig,
  row: AgeVerificationRow | null,
): AgeVerificationValue => ({
  required: merchant.ageVerification.required,
  minimumAge: verifiedAgeMinimum(merchant),
  state: row?.state ?? 'none',
  dateOfBirth: row?.dateOfBirth ?? null,
  submittedAt: row?.submittedAt.getTime() ?? null,
  decidedAt: row?.decidedAt?.getTime() ?? null,
  reason: row?.reason ?? null,
});

const itemOf = (found: {
  row: AgeVerificationRow;
  username: string;
  registeredBirthDate: string | null;
}): OpsAgeVerificationItem => ({
  id: found.row.id,
  memberId: found.row.memberId,
  username: found.username,
  state: found.row.state,
  dateOfBirth: found.row.dateOfBirth,
  registeredBirthDate: found.registeredBirthDate,
  submittedAt: found.row.submittedAt.getTime(),
  decidedAt: found.row.decidedAt?.getTime() ?? null,
  reason: found.row.reason,
});

/**
 * Issue 34: a member proves their age with an ID document that support checks in the console.
 * The document is re-encoded (nothing it carried beyond the pixels is kept) and stored privately.
 */
export function createAgeVerificationService(
  db: Db,
  clock: Clock,
  storage: DocumentStorage,
  hooks: AgeVerificationHooks,
) {
  return {
    async state(merchant: MerchantConfig, memberId: number) {
      return stateOf(merchant, await latestAgeVerification(db, memberId));
    },

    async submit(
      merchant: MerchantConfig,
      member: { id: number; username: string },
      language: Language,
      input: SubmitAgeDocumentInput,
      ip: string,
    ): Promise<AgeVerificationValue> {
      const now = clock();
      checkDateOfBirth(input.dateOfBirth, verifiedAgeMinimum(merchant), merchant.timeZone, now);
      const [prefix = '', base64 = ''] = input.data.split(',', 2);
      const said = prefix === 'data:image/png;base64' ? 'image/png' : 'image/jpeg';
      const bytes = Buffer.from(base64, 'base64');
      if (bytes.length === 0 || bytes.length >= AGE_DOCUMENT_MAX_BYTES)
        throw fieldError('data', 'data must be under 5 MB');
      const since = startOfDay(now, merchant.timeZone);
      const refuseOverDaily = async (on: Db) => {
        if ((await ageDocumentsSince(on, member.id, since)) >= AGE_DOCUMENTS_PER_DAY_MAX)
          throw fieldError(
            'data',
            `at most ${AGE_DOCUMENTS_PER_DAY_MAX} documents a day`,
            ErrorCode.UPLOAD_DAILY_LIMIT,
          );
      };
      // Before decoding (seconds of CPU for a large photo): a member at the bound is refused.
      await refuseOverDaily(db);
      const image = await hooks.reencode(bytes);
      if (image?.contentType !== said)
        throw fieldError('data', 'data must be a png or jpg image', ErrorCode.IMAGE_UNREADABLE);
      const key = `age/${merchant.code}/${member.id}/${randomBytes(12).toString('hex')}${
        image.contentType === 'image/png' ? '.png' : '.jpg'
      }`;
      let saved = false;
      try {
        const row = await db.transaction(async (tx) => {
          await lockAgeVerification(tx, member.id);
          const latest = await latestAgeVerification(tx, member.id);
          if (latest?.state === 'pending' || latest?.state === 'verified')
            throw new HttpError(
              ErrorCode.WRONG_STATE,
              latest.state === 'pending'
                ? 'A document is already waiting for a check'
                : 'Your age is already verified',
            );
          await refuseOverDaily(tx);
          await storage.save(key, image.bytes);
          saved = true;
          const inserted = await insertAgeVerification(tx, {
            memberId: member.id,
            merchantCode: merchant.code,
            state: 'pending',
            dateOfBirth: input.dateOfBirth,
            storageKey: key,
            contentType: image.contentType,
            sizeBytes: image.bytes.length,
            language,
            submittedAt: now,
          });
          const after = { dateOfBirth: input.dateOfBirth };
          await recordAudit(
            tx,
            {
              merchantCode: merchant.code,
              operatorId: null,
              username: `member:${member.username}`,
              ip,
            },
            {
              action: 'protection.age_submitted',
              targetType: 'member',
              targetId: member.id,
              after,
            },
          );
          await insertChange(tx, {
            memberId: member.id,
            at: now,
            action: 'protection.age_submitted',
            by: 'member',
            after: JSON.stringify(after),
          });
          return inserted;
        });
        return stateOf(merchant, row);
      } catch (error) {
        // A rolled-back row leaves no file behind.
        if (saved) await storage.remove(key).catch(() => undefined);
        throw error;
      }
    },

    async queue(merchantCode: string) {
      return (await pendingAgeVerifications(db, merchantCode, OPS_AGE_QUEUE_MAX)).map(itemOf);
    },

    async document(merchantCode: string, id: number) {
      const found = await ageVerificationOf(db, merchantCode, id);
      if (!found) throw notFound('No such verification');
      const bytes = await storage.read(found.row.storageKey);
      return {
        contentType: found.row.contentType,
        dataUrl: `data:${found.row.contentType};base64,${bytes.toString('base64')}`,
      };
    },

    /**
     * Approving needs the date of birth the operator reads on the document: it must be the one
     * given at registration and of the merchant's minimum age, else nothing is written and the
     * operator may reject with a reason. A member who gave none has the document's recorded.
     */
    async decide(
      merchant: MerchantConfig,
      actor: Actor & { operatorId: number },
      input: OpsAgeDecideInput,
    ) {
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
      const found = await ageVerificationOf(db, actor.merchantCode, input.id);
      if (!found) throw notFound('No such verification');
      if (found.row.state !== 'pending')
        throw new HttpError(ErrorCode.WRONG_STATE, 'This document was already decided');
      const now = clock();
      const state = input.action === 'approve' ? 'verified' : 'rejected';
      if (state === 'verified') {
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
      const decided = await db.transaction(async (tx) => {
        const row = await decideAgeVerification(tx, input.id, {
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
      });
      const words = ageDecisionWords[decided.language as Language] ?? ageDecisionWords.en;
      await hooks.tellMember(
        actor,
        decided.memberId,
        state === 'verified' ? words.verifiedTitle : words.rejectedTitle,
        state === 'verified' ? words.verified : words.rejected.replace('{reason}', reason),
      );
      return itemOf({ ...found, row: decided });
    },
  };
}
export type AgeVerificationService = ReturnType<typeof createAgeVerificationService>;
