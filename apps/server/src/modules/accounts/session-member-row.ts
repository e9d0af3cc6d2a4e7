import type { AuthenticatedMember } from '../../plugins/session-auth.plugin';
import type { MemberRow } from './members.repository';

/**
 * The member's row as the session's read brought it (one indexed read with the session, in the
 * same request): member info answers from it instead of reading the member again. Kept beside
 * the request's member, not on it, so the row (its password hashes) travels no further than
 * the accounts module; it goes with the request.
 */
const rowsReadWithSession = new WeakMap<AuthenticatedMember, MemberRow>();

export function keepSessionMemberRow(member: AuthenticatedMember, row: MemberRow): void {
  rowsReadWithSession.set(member, row);
}

export const sessionMemberRow = (member: AuthenticatedMember): MemberRow | undefined =>
  rowsReadWithSession.get(member);
