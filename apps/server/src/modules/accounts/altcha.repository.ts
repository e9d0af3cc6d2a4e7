import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { altchaUsed } from '../../db/schema';
import { insertOnce } from '../../db/insert-once';

/** Records a challenge as used; answers false when it already was (the insert is atomic). */
export const markChallengeUsed = (db: Db, id: string): Promise<boolean> =>
  insertOnce(db, altchaUsed, { id });

export const deleteUsedChallengesBefore = (db: Db, before: Date) =>
  db.delete(altchaUsed).where(lt(altchaUsed.usedAt, before));
