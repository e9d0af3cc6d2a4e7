import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { MemberSearchQuery } from '@lotto/contract';
import type { Db } from '../../db/client';
import {
  ledgerAccounts,
  ledgerEntries,
  memberLogins,
  memberNotes,
  members,
  sessions,
  wallets,
} from '../../db/schema';
import { membersOfPartition } from '../../db/member-partition';
import { ledgerEntryLines } from '../ledger/ledger-entries';

/** LIKE's wildcards in what an operator typed match themselves. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const memberColumns = {
  id: members.id,
  username: members.username,
  mobileE164: members.mobileE164,
  countryDialingCode: members.countryDialingCode,
  mobileNum: members.mobileNum,
  email: members.email,
  nickname: members.nickname,
  payeeName: members.payeeName,
  customerType: members.customerType,
  isTrial: members.isTrial,
  disabled: members.disabled,
  labels: members.memberLabels,
  createdAt: members.createdAt,
  lastLoginAt: members.lastLoginAt,
};

/**
 * The two queries of a search: its page and its count. Prefix searches use the text_pattern_ops
 * indexes by merchant, partition and lower(username) or lower(email) (migrations 0054 and 0055,
 * with the username or email included, so the count is an index-only scan), mobile_e164 and
 * mobile_num (0055). `npm run bench` measures the username search over
 * 1,000,000 members and prints both plans (bench/lib/member-search.mjs).
 */
export function memberSearchQueries(
  db: Db,
  merchantCode: string,
  timeZone: string,
  q: MemberSearchQuery,
) {
  const where: SQL[] = [membersOfPartition(merchantCode, q.accounts)];
  if (q.username)
    where.push(sql`lower(${members.username}) like ${likePrefix(q.username.toLowerCase())}`);
  if (q.email) where.push(sql`lower(${members.email}) like ${likePrefix(q.email.toLowerCase())}`);
  if (q.mobile) {
    const digits = q.mobile.replace(/^\+/, '');
    where.push(
      sql`(${members.mobileE164} like ${likePrefix(`+${digits}`)} or ${members.mobileNum} like ${likePrefix(digits)})`,
    );
  }
  if (q.id) where.push(eq(members.id, q.id));
  // Registration dates are the merchant's calendar days.
  if (q.registeredFrom)
    where.push(
      sql`${members.createdAt} >= (${q.registeredFrom}::date::timestamp at time zone ${timeZone})`,
    );
  if (q.registeredTo)
    where.push(
      sql`${members.createdAt} < ((${q.registeredTo}::date + 1)::timestamp at time zone ${timeZone})`,
    );
  const condition = and(...where);
  const page = db
    .select(memberColumns)
    .from(members)
    .where(condition)
    .orderBy(
      // A username search lists in the prefix index's own order (text_pattern_ops sorts with
      // ~<~), so even a one-letter prefix over a million members reads only a page of the index;
      // newest first would sort every match. Usernames are unique per merchant (lower-cased).
      q.username ? sql`lower(${members.username}) using ~<~` : desc(members.id),
    )
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { page, total: db.select({ n: count() }).from(members).where(condition) };
}

/** A page of the members matching the search, and how many match in all. */
export async function searchMembers(
  db: Db,
  merchantCode: string,
  timeZone: string,
  q: MemberSearchQuery,
) {
  const queries = memberSearchQueries(db, merchantCode, timeZone, q);
  const [rows, total] = await Promise.all([queries.page, queries.total]);
  return { rows, total: total[0]?.n ?? 0 };
}

export type MemberRecord = Awaited<ReturnType<typeof searchMembers>>['rows'][number];

export async function findMember(db: Db, merchantCode: string, id: number) {
  const [row] = await db
    .select(memberColumns)
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), eq(members.id, id)));
  return row ?? null;
}

export const memberSessionsOf = (db: Db, memberId: number) =>
  db
    .select()
    .from(sessions)
    .where(eq(sessions.memberId, memberId))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(100);

/** The member's latest sign-ins (the security centre's login history, member_logins_member_idx). */
export const memberLoginsOf = (db: Db, memberId: number, rows: number) =>
  db
    .select()
    .from(memberLogins)
    .where(eq(memberLogins.memberId, memberId))
    .orderBy(desc(memberLogins.at), desc(memberLogins.id))
    .limit(rows);

/** The member's real-money wallet: its ledger accounts and their latest entries (read-only). */
export async function walletOf(db: Db, memberId: number, ledgerRows: number) {
  const [wallet] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.memberId, memberId), eq(wallets.play, false)));
  if (!wallet) return null;
  const accounts = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.currency, wallet.currency)),
    );
  const ledger = await ledgerEntryLines(db)
    .where(
      inArray(
        ledgerEntries.accountId,
        accounts.map((a) => a.id),
      ),
    )
    .orderBy(desc(ledgerEntries.id))
    .limit(ledgerRows);
  return { wallet, accounts, ledger };
}

export const notesOf = (db: Db, memberId: number) =>
  db
    .select()
    .from(memberNotes)
    .where(eq(memberNotes.memberId, memberId))
    .orderBy(desc(memberNotes.id))
    .limit(200);

export async function insertNote(db: Db, row: typeof memberNotes.$inferInsert): Promise<void> {
  await db.insert(memberNotes).values(row);
}

export async function setMemberLabels(db: Db, merchantCode: string, id: number, labels: string[]) {
  await db
    .update(members)
    .set({ memberLabels: labels })
    .where(and(eq(members.merchantCode, merchantCode), eq(members.id, id)));
}
