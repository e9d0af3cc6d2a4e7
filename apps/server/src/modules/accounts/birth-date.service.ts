import type { Db } from '../../db/client';
import { setBirthDateIfMissing } from './members.repository';

/**
 * A date of birth read from an ID document support checked (issue 34), for a member who gave
 * none at registration: recorded once, never over one given (pass the caller's transaction).
 * Answers whether it was recorded.
 */
export const recordBirthDateFromDocument = (
  tx: Db,
  memberId: number,
  birthDate: string,
): Promise<boolean> => setBirthDateIfMissing(tx, memberId, birthDate);
