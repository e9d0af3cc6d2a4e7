import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { altchaUsed } from '../../db/schema';

/** Records a challenge as used; answers false when it already was (the insert is atomic). */
export async function markChallengeUsed(db: Db, id: string): Promise<boolean> {
  const inserted = await db
    .insert(altchaUsed)
    .values({ id })
    .onConflictDoNothing()
    .returning({ id: altchaUsed.id });
  return inserted.length > 0;
}

export const deleteUsedChallengesBefore = (db: Db, before: Date) =>
  db.delete(altchaUsed).where(lt(altchaUsed.usedAt, before));
