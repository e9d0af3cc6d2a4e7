import { and, count, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { verificationCodes, verificationFailures } from '../../db/schema';

type CodeRow = typeof verificationCodes.$inferInsert;
type Channel = CodeRow['channel'];

/** Holds `key` of the merchant until the transaction ends (one sender, one guesser at a time). */
export const lockCodeKey = (tx: Db, merchantCode: string, key: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${merchantCode}:${key}`}))`);

const onChannel = (merchantCode: string, channel: Channel, party: SQL) =>
  and(
    eq(verificationCodes.merchantCode, merchantCode),
    eq(verificationCodes.channel, channel),
    party,
  );

const toRecipient = (merchantCode: string, channel: Channel, recipient: string) =>
  onChannel(merchantCode, channel, eq(verificationCodes.recipient, recipient));

/** Open codes of the merchant for the purpose whose subject matches `subject`. */
const openCodes = (merchantCode: string, subject: SQL, purpose: string) =>
  and(
    eq(verificationCodes.merchantCode, merchantCode),
    subject,
    eq(verificationCodes.purpose, purpose),
    isNull(verificationCodes.closedAt),
  );

async function countRows(tx: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** When the recipient was last sent a code on the channel, if ever (kept a day). */
export async function lastSentAt(
  tx: Db,
  merchantCode: string,
  channel: Channel,
  recipient: string,
): Promise<Date | null> {
  const [last] = await tx
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(toRecipient(merchantCode, channel, recipient))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return last?.createdAt ?? null;
}

export async function countSentToRecipient(
  tx: Db,
  merchantCode: string,
  channel: Channel,
  recipient: string,
  since: Date,
): Promise<number> {
  return countRows(
    tx,
    verificationCodes,
    and(toRecipient(merchantCode, channel, recipient), gt(verificationCodes.createdAt, since)),
  );
}

export async function countSentFromAddress(
  tx: Db,
  merchantCode: string,
  channel: Channel,
  ip: string,
  since: Date,
): Promise<number> {
  return countRows(
    tx,
    verificationCodes,
    and(
      onChannel(merchantCode, channel, eq(verificationCodes.ip, ip)),
      gt(verificationCodes.createdAt, since),
    ),
  );
}

/** Voids the live code of the subject for the purpose, if any. */
export const closeLiveCodes = (
  tx: Db,
  merchantCode: string,
  subject: string,
  purpose: string,
  now: Date,
) =>
  tx
    .update(verificationCodes)
    .set({ closedAt: now })
    .where(openCodes(merchantCode, eq(verificationCodes.subject, subject), purpose));

export const insertCode = (tx: Db, row: CodeRow) => tx.insert(verificationCodes).values(row);

/** The open, unexpired codes of the subjects for the purpose. */
export const liveCodes = (
  tx: Db,
  merchantCode: string,
  subjects: string[],
  purpose: string,
  now: Date,
) =>
  tx
    .select()
    .from(verificationCodes)
    .where(
      and(
        openCodes(merchantCode, inArray(verificationCodes.subject, subjects), purpose),
        gt(verificationCodes.expiresAt, now),
      ),
    );

export const closeCode = (tx: Db, id: number, now: Date) =>
  tx.update(verificationCodes).set({ closedAt: now }).where(eq(verificationCodes.id, id));

export async function countWrongTries(
  tx: Db,
  merchantCode: string,
  subject: string,
  purpose: string,
  since: Date,
): Promise<number> {
  return countRows(
    tx,
    verificationFailures,
    and(
      eq(verificationFailures.merchantCode, merchantCode),
      eq(verificationFailures.subject, subject),
      eq(verificationFailures.purpose, purpose),
      gt(verificationFailures.at, since),
    ),
  );
}

export const insertWrongTries = (
  tx: Db,
  rows: { merchantCode: string; subject: string; purpose: string; at: Date }[],
) => tx.insert(verificationFailures).values(rows);

export const deleteCodesCreatedBefore = (db: Db, before: Date) =>
  db.delete(verificationCodes).where(lt(verificationCodes.createdAt, before));

export const deleteWrongTriesBefore = (db: Db, before: Date) =>
  db.delete(verificationFailures).where(lt(verificationFailures.at, before));
