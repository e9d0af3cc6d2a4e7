import { and, eq, sql, type SQL } from 'drizzle-orm';
import { members } from './schema';

/**
 * §6 a trial account is "created by a trial account call, with its own merchant": the merchant's
 * members fall in two partitions, real and trial, and every member list and count reads one of
 * them. The partition key is (merchant_code, is_trial); migration 0051 keeps trial accounts out
 * of agent trees and referrals, and leads the members' creation index with it.
 */
type MemberPartition = 'real' | 'trial';

/** The members of one partition of the merchant, for drizzle queries over `members`. */
export const membersOfPartition = (merchantCode: string, partition: MemberPartition): SQL =>
  and(eq(members.merchantCode, merchantCode), eq(members.isTrial, partition === 'trial'))!;

/** The merchant's real members: what the console, dashboards, agents and referrals count. */
export const realMembersOf = (merchantCode: string): SQL =>
  membersOfPartition(merchantCode, 'real');

/** The same for raw SQL over a `members` alias (`m` in `join members m`). */
export const isRealMemberSql = (alias: string): SQL =>
  sql`${sql.identifier(alias)}.is_trial = false`;
