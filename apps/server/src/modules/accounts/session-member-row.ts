import type { AuthenticatedMember } from '../../plugins/session-auth.plugin';
import type { MemberRow } from './members.repository';

/** What member info shows beside the row, read with the session when the call asks for it. */
export interface MemberInfoReads {
  /** The member's level (null before the first evaluation). */
  levelId: number | null;
  unread: number;
}

interface ReadWithSession {
  row: MemberRow;
  info: MemberInfoReads | null;
}

/**
 * The member's row as the session's read brought it (one indexed read with the session, in the
 * same request): member info answers from it instead of reading the member again. Kept beside
 * the request's member, not on it, so the row (its password hashes) travels no further than
 * the accounts module; it goes with the request.
 */
const readsWithSession = new WeakMap<AuthenticatedMember, ReadWithSession>();

export function keepSessionMemberRow(
  member: AuthenticatedMember,
  row: MemberRow,
  info: MemberInfoReads | null,
): void {
  readsWithSession.set(member, { row, info });
}

export const sessionMemberRow = (member: AuthenticatedMember): MemberRow | undefined =>
  readsWithSession.get(member)?.row;

/** Null unless the call's session read was member info's (`sessionRead: 'member-info'`). */
export const sessionMemberInfoReads = (member: AuthenticatedMember): MemberInfoReads | null =>
  readsWithSession.get(member)?.info ?? null;
