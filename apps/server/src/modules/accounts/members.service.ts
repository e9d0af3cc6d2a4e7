import { ErrorCode, type Language, type MemberInfoValue } from '@lotto/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { unreadCount } from '../inbox/inbox.service';
import { levelLabelOfState, memberLevelLabel } from '../levels/levels.service';
import { findMemberById, type MemberRow } from './members.repository';
import type { AuthenticatedMember } from '../../plugins/session-auth.plugin';
import { sessionMemberInfoReads, sessionMemberRow } from './session-member-row';

/**
 * The member records other modules may read and write (and the login and registration flows):
 * members.repository's SQL stays inside the accounts module, and the lint rule of the boundaries
 * (eslint.config.js) keeps other modules from importing it directly.
 */
export {
  findMemberByMobile,
  findMemberByUsername,
  insertMember,
  updateMember,
  type MemberRow,
} from './members.repository';

/** The member of a live session; a session whose account is gone has expired. */
export async function loadMember(db: Db, id: number): Promise<MemberRow> {
  const member = await findMemberById(db, id);
  if (!member) throw new HttpError(ErrorCode.SESSION_EXPIRED);
  return member;
}

export function createMembersService(db: Db) {
  return {
    /** §7 member info of the session's member. */
    async info(me: AuthenticatedMember, language: Language): Promise<MemberInfoValue> {
      const member = sessionMemberRow(me) ?? (await loadMember(db, me.id));
      const read = sessionMemberInfoReads(me);
      // The first view of every member page waits for this answer: the level and the unread
      // count come with the session's read, else side by side.
      const [level, unread] = read
        ? [await levelLabelOfState(db, member.merchantCode, read.levelId, language), read.unread]
        : await Promise.all([
            memberLevelLabel(db, member.id, language, member.merchantCode),
            unreadCount(db, member.id),
          ]);
      return {
        userName: member.username,
        type: member.customerType,
        // §3: the level's name leads the member's labels (§2.12 shows it in the side panel).
        memberLabel: [
          ...(level ? [{ labelName: level.name }] : []),
          ...member.memberLabels.map((labelName) => ({ labelName })),
        ],
        level,
        clubLabel: member.clubLabel ? { labelName: member.clubLabel } : null,
        unreadCount: unread,
        nickname: member.nickname,
        email: member.email,
        mobileNum: member.mobileNum,
        firstTimeLogin: member.firstTimeLogin,
      };
    },

    hasPaymentPassword: async (memberId: number) =>
      (await loadMember(db, memberId)).paymentPasswordHash !== null,
  };
}
