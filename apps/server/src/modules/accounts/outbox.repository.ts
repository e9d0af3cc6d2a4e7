import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

export const insertOutboxMessage = (db: Db, message: typeof outbox.$inferInsert) =>
  db.insert(outbox).values(message);

export async function latestOutbox(
  db: Db,
  filter: { channel?: 'sms' | 'email'; recipient?: string; limit: number },
) {
  const conditions = [
    filter.channel ? eq(outbox.channel, filter.channel) : undefined,
    filter.recipient ? eq(outbox.recipient, filter.recipient) : undefined,
  ].filter((c) => c !== undefined);
  return db
    .select()
    .from(outbox)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(outbox.id))
    .limit(filter.limit);
}
