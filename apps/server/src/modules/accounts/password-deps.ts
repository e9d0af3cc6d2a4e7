import { hashPassword } from '../../lib/password-hashing';
import type { Accounts } from './accounts.module';
import { updateMember, type MemberRow } from './members.repository';
import type { SessionsService } from './sessions.service';

/** What each password use case is given by the password service. */
export interface PasswordDeps {
  accounts: Accounts;
  sessions: SessionsService;
}

/** The member's new login password; every session but `keepSessionId` ends. */
export async function setPassword(
  { accounts: { db, clock }, sessions }: PasswordDeps,
  member: MemberRow,
  password: string,
  keepSessionId: number | null,
) {
  await updateMember(db, member.id, {
    passwordHash: await hashPassword(password),
    firstTimeLogin: false,
    passwordChangedAt: clock(),
  });
  await sessions.endOthers(member.id, keepSessionId);
}
