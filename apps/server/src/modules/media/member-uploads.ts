import { ErrorCode } from '@lotto/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { FEEDBACK_PER_DAY_MAX, SLIPS_PER_DAY_MAX } from './upload-limits';
import { moneyFieldError } from '../../lib/money-errors';
import { feedbackSince, lockMemberUploads, slipsSince } from './member-uploads.repository';

/**
 * Bytes of images a member may store in a day, slips and feedback together, counted as stored
 * (re-encoded). A slip or screenshot is kept near a megabyte or less; 20 MiB is every slip and
 * every feedback image of a busy day, where a probe stored 55 MB in 2 s.
 */
export const UPLOAD_BYTES_PER_DAY_MAX = 20 * 1024 * 1024;

export interface MemberUpload {
  /** A slip counts against SLIPS_PER_DAY_MAX, a feedback post against FEEDBACK_PER_DAY_MAX. */
  kind: 'slip' | 'feedback';
  /** The field a refusal names. */
  field: string;
  /** The bytes it stores; before decoding, 1 when it carries images (at least a byte). */
  bytes: number;
}

/** A 429 when the upload would pass one of the member's bounds of the day since `since`. */
async function refuseOverBounds(db: Db, memberId: number, since: Date, upload: MemberUpload) {
  const slips = await slipsSince(db, memberId, since);
  const feedback = await feedbackSince(db, memberId, since);
  if (upload.kind === 'feedback' && feedback.count >= FEEDBACK_PER_DAY_MAX) {
    throw new HttpError(ErrorCode.FEEDBACK_DAILY_LIMIT);
  }
  if (upload.kind === 'slip' && slips.count >= SLIPS_PER_DAY_MAX) {
    throw moneyFieldError(
      upload.field,
      ErrorCode.UPLOAD_DAILY_LIMIT,
      `at most ${SLIPS_PER_DAY_MAX} slips a day`,
    );
  }
  if (upload.bytes > 0 && slips.bytes + feedback.bytes + upload.bytes > UPLOAD_BYTES_PER_DAY_MAX) {
    throw moneyFieldError(
      upload.field,
      ErrorCode.UPLOAD_DAILY_LIMIT,
      `${upload.field} would pass the images allowed today`,
    );
  }
}

/**
 * Before decoding (seconds of CPU for a large image): a member already at a bound is refused
 * at once. Without a lock: holdMemberUploads decides.
 */
export const precheckMemberUploads = (
  db: Db,
  memberId: number,
  since: Date,
  upload: MemberUpload,
) => refuseOverBounds(db, memberId, since, upload);

/**
 * In the caller's transaction, before anything is written: the member's uploads held until it
 * ends (two uploads sent at once cannot both fit under a bound only one fits under), then the
 * bounds of the day since `since`.
 */
export async function holdMemberUploads(
  tx: Db,
  memberId: number,
  since: Date,
  upload: MemberUpload,
) {
  await lockMemberUploads(tx, memberId);
  await refuseOverBounds(tx, memberId, since, upload);
}
