import { randomBytes } from 'node:crypto';
import {
  AGE_DOCUMENT_MAX_BYTES,
  AGE_DOCUMENTS_PER_DAY_MAX,
  ErrorCode,
  type AgeVerificationValue,
  type Language,
  type MerchantConfig,
  type SubmitAgeDocumentInput,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import { fieldError, HttpError } from '../../lib/http-error';
import { startOfDay } from '../../lib/money-day';
import { recordAudit } from '../audit/audit.service';
import type { AgeVerificationDeps } from './age-verification-deps';
import {
  ageDocumentsSince,
  insertAgeVerification,
  latestAgeVerification,
  lockAgeVerification,
} from './age-verification.repository';
import { stateOf, verifiedAgeMinimum } from './age-verification-views';
import { checkDateOfBirth } from './date-of-birth-check';
import { insertChange } from './protection.repository';

/** The member who submits, as the audit log names them. */
interface Submitter {
  id: number;
  username: string;
}

async function refuseOverDaily(on: Db, memberId: number, since: Date) {
  if ((await ageDocumentsSince(on, memberId, since)) >= AGE_DOCUMENTS_PER_DAY_MAX)
    throw fieldError(
      'data',
      `at most ${AGE_DOCUMENTS_PER_DAY_MAX} documents a day`,
      ErrorCode.UPLOAD_DAILY_LIMIT,
    );
}

/** The document's image (a data URL) re-encoded, once its size and the daily bound allow it. */
async function reencodedImage(
  { db, hooks }: AgeVerificationDeps,
  memberId: number,
  data: string,
  since: Date,
) {
  const [prefix = '', base64 = ''] = data.split(',', 2);
  const said = prefix === 'data:image/png;base64' ? 'image/png' : 'image/jpeg';
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.length >= AGE_DOCUMENT_MAX_BYTES)
    throw fieldError('data', 'data must be under 5 MB');
  // Before decoding (seconds of CPU for a large photo): a member at the bound is refused.
  await refuseOverDaily(db, memberId, since);
  const image = await hooks.reencode(bytes);
  if (image?.contentType !== said)
    throw fieldError('data', 'data must be a png or jpg image', ErrorCode.IMAGE_UNREADABLE);
  return image;
}

/** The submission in the audit log and the member's list of changes. */
async function recordSubmission(
  tx: Db,
  merchantCode: string,
  member: Submitter,
  ip: string,
  dateOfBirth: string,
  now: Date,
) {
  const after = { dateOfBirth };
  await recordAudit(
    tx,
    {
      merchantCode,
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
}

/**
 * Issue 34: the member's ID document, re-encoded (nothing it carried beyond the pixels is kept)
 * and stored privately, waits for support's check; one waits at a time, a few a day.
 */
export async function submitAgeDocument(
  deps: AgeVerificationDeps,
  merchant: MerchantConfig,
  member: Submitter,
  language: Language,
  input: SubmitAgeDocumentInput,
  ip: string,
): Promise<AgeVerificationValue> {
  const { db, clock, storage } = deps;
  const now = clock();
  checkDateOfBirth(input.dateOfBirth, verifiedAgeMinimum(merchant), merchant.timeZone, now);
  const since = startOfDay(now, merchant.timeZone);
  const image = await reencodedImage(deps, member.id, input.data, since);
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
      await refuseOverDaily(tx, member.id, since);
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
      await recordSubmission(tx, merchant.code, member, ip, input.dateOfBirth, now);
      return inserted;
    });
    return stateOf(merchant, row);
  } catch (error) {
    // A rolled-back row leaves no file behind.
    if (saved) await storage.remove(key).catch(() => undefined);
    throw error;
  }
}
