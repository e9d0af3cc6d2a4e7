import { ErrorCode } from '@lotto/contract';
import type { Db } from '../../db/client';
import { moneyFieldError } from '../money/money-errors';
import { feedbackSince, lockMemberUploads, slipsSince } from './member-uploads.repository';

/**
 * Bytes of images a member may store in a day, slips and feedback together, counted as stored
 * (re-encoded). A slip or screenshot is kept near a megabyte or less; 20 MiB is every slip and
 * every feedback image of a busy day, where a probe stored 55 MB in 2 s.
 */
export const UPLOAD_BYTES_PER_DAY_MAX = 20 * 1024 * 1024;

/**
 * In the caller's transaction, before anything is written: the member's uploads held until it
 * ends, and what they stored since `since`. `adding` bytes past the day's allowance is a 429
 * naming `field`.
 */
export async function holdMemberUploads(
  tx: Db,
  memberId: number,
  since: Date,
  adding: { field: string; bytes: number },
) {
  await lockMemberUploads(tx, memberId);
  const slips = await slipsSince(tx, memberId, since);
  const feedback = await feedbackSince(tx, memberId, since);
  if (adding.bytes > 0 && slips.bytes + feedback.bytes + adding.bytes > UPLOAD_BYTES_PER_DAY_MAX) {
    throw moneyFieldError(
      adding.field,
      ErrorCode.UPLOAD_DAILY_LIMIT,
      `${adding.field} would pass the images allowed today`,
    );
  }
  return { slips: slips.count, feedback: feedback.count };
}
