import {
  ErrorCode,
  type MemberDetail,
  type MemberRow,
  type MemberSearchQuery,
  type MerchantConfig,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import {
  endSessionOfMember,
  endSessionsOfMember,
  setMemberLocked,
} from '../accounts/session-revocation.service';
import { fromUnits } from '../../lib/money';
import { changePayeeName } from '../money/payee-name';
import { recordAudit, type Actor } from '../audit/audit.service';
import {
  findMember,
  insertNote,
  memberLoginsOf,
  memberSessionsOf,
  notesOf,
  searchMembers,
  setMemberLabels,
  walletOf,
  type MemberRecord,
} from './ops-members.repository';

/** Ledger entries shown on a member's page; the money issue adds the full statement. */
export const MEMBER_PAGE_LEDGER_ROWS = 20;
/** Sign-ins shown on a member's page. */
const MEMBER_PAGE_LOGINS = 50;

const memberNotFound = () => new HttpError(ErrorCode.NOT_FOUND, 'No such member');

const row = (m: MemberRecord): MemberRow => ({
  id: m.id,
  username: m.username,
  mobile: m.mobileE164 ?? (m.mobileNum ? `${m.countryDialingCode ?? ''}${m.mobileNum}` : null),
  email: m.email,
  customerType: m.customerType,
  isTrial: m.isTrial,
  status: m.disabled ? 'locked' : 'active',
  createdAt: m.createdAt.getTime(),
  lastLoginAt: m.lastLoginAt?.getTime() ?? null,
});

// eslint-disable-next-line max-lines-per-function -- the console's member desk, one method per console operation (search, detail, lock, endSessions, setLabels, setPayeeName, addNote); each is linted on its own, the longest (detail) 57 lines
export function createOpsMembersService(db: Db, clock: Clock = systemClock) {
  return {
    async search(merchant: MerchantConfig, q: MemberSearchQuery) {
      const { rows, total } = await searchMembers(db, merchant.code, merchant.timeZone, q);
      return { list: rows.map(row), total };
    },

    async detail(merchantCode: string, id: number): Promise<MemberDetail> {
      const member = await findMember(db, merchantCode, id);
      if (!member) throw memberNotFound();
      const [sessions, logins, wallet, notes] = await Promise.all([
        memberSessionsOf(db, id),
        memberLoginsOf(db, id, MEMBER_PAGE_LOGINS),
        walletOf(db, id, MEMBER_PAGE_LEDGER_ROWS),
        notesOf(db, id),
      ]);
      return {
        member: {
          ...row(member),
          labels: member.labels,
          nickname: member.nickname,
          payeeName: member.payeeName || null,
        },
        sessions: sessions.map((s) => ({
          sessionId: s.id,
          ip: s.ip,
          device: s.userAgent,
          country: s.country,
          createdAt: s.createdAt.getTime(),
          lastSeenAt: s.lastSeenAt.getTime(),
        })),
        logins: logins.map((l) => ({
          at: l.at.getTime(),
          method: l.method,
          ip: l.ip,
          device: l.userAgent,
          country: l.country,
        })),
        balance: wallet
          ? fromUnits(wallet.accounts.find((a) => a.kind === 'cash')?.balance ?? 0n)
          : null,
        accounts: (wallet?.accounts ?? []).map((a) => ({
          kind: a.kind,
          balance: fromUnits(a.balance),
        })),
        ledger: (wallet?.ledger ?? []).map((l) => ({
          id: l.id,
          at: l.createdAt.getTime(),
          kind: l.kind,
          account: l.account,
          reference: l.reference,
          demoCredit: l.metadata?.demoCredit === true,
          amount: fromUnits(l.amount),
          // A member account's entry always has it (only house entries have none).
          balanceAfter: fromUnits(l.balanceAfter ?? 0n),
        })),
        notes: notes.map((n) => ({
          id: n.id,
          at: n.createdAt.getTime(),
          operator: n.operatorUsername,
          body: n.body,
        })),
      };
    },

    /** Locking ends every session of the member (and the games they launched): accounts does both. */
    async lock(actor: Actor, memberId: number, locked: boolean) {
      return db.transaction(async (tx) => {
        const done = await setMemberLocked(tx, actor.merchantCode, memberId, locked);
        if (!done) throw memberNotFound();
        const { wasLocked, sessionsEnded } = done;
        await recordAudit(tx, actor, {
          action: locked ? 'member.lock' : 'member.unlock',
          targetType: 'member',
          targetId: memberId,
          before: { status: wasLocked ? 'locked' : 'active' },
          after: { status: locked ? 'locked' : 'active', sessionsEnded },
        });
        return { status: locked ? ('locked' as const) : ('active' as const), sessionsEnded };
      });
    },

    async endSessions(actor: Actor, memberId: number, sessionId: number | undefined) {
      return db.transaction(async (tx) => {
        const member = await findMember(tx, actor.merchantCode, memberId);
        if (!member) throw memberNotFound();
        const sessionsEnded =
          sessionId === undefined
            ? await endSessionsOfMember(tx, actor.merchantCode, member.username)
            : await endSessionOfMember(tx, member.id, sessionId);
        if (sessionId !== undefined && sessionsEnded === 0) {
          throw new HttpError(ErrorCode.NOT_FOUND, 'No such session');
        }
        await recordAudit(tx, actor, {
          action: sessionId === undefined ? 'member.endAllSessions' : 'member.endSession',
          targetType: 'member',
          targetId: memberId,
          after: { sessionId: sessionId ?? null, sessionsEnded },
        });
        return { sessionsEnded };
      });
    },

    /** The labels as given (duplicates once), in their order; audited with before and after. */
    async setLabels(actor: Actor, memberId: number, labels: string[]) {
      const next = [...new Set(labels)];
      return db.transaction(async (tx) => {
        const member = await findMember(tx, actor.merchantCode, memberId);
        if (!member) throw memberNotFound();
        await setMemberLabels(tx, actor.merchantCode, memberId, next);
        await recordAudit(tx, actor, {
          action: 'member.setLabels',
          targetType: 'member',
          targetId: memberId,
          before: { labels: member.labels },
          after: { labels: next },
        });
        return { labels: next };
      });
    },

    /** Support's correction of the payee real name; audited with the cards it removed. */
    async setPayeeName(actor: Actor, memberId: number, payeeName: string) {
      const now = clock();
      return db.transaction(async (tx) => {
        if (!(await findMember(tx, actor.merchantCode, memberId))) throw memberNotFound();
        const { before, removedCardIds } = await changePayeeName(tx, memberId, payeeName, now);
        await recordAudit(tx, actor, {
          action: 'member.setPayeeName',
          targetType: 'member',
          targetId: memberId,
          before: { payeeName: before },
          after: { payeeName, removedCardIds },
        });
        return { payeeName, cardsRemoved: removedCardIds.length };
      });
    },

    async addNote(actor: Actor, memberId: number, body: string) {
      await db.transaction(async (tx) => {
        if (!(await findMember(tx, actor.merchantCode, memberId))) throw memberNotFound();
        await insertNote(tx, {
          merchantCode: actor.merchantCode,
          memberId,
          operatorId: actor.operatorId ?? 0,
          operatorUsername: actor.username ?? '',
          body,
        });
        await recordAudit(tx, actor, {
          action: 'member.addNote',
          targetType: 'member',
          targetId: memberId,
          after: { body },
        });
      });
      return null;
    },
  };
}
export type OpsMembersService = ReturnType<typeof createOpsMembersService>;
