import { ErrorCode, type InboxValue, type SendInboxInput, FieldIssueCode } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { fieldError, notFound } from '../../lib/http-error';
import { sanitizeContent } from '../../lib/sanitize';
import { recordAudit, type Actor } from '../audit/audit.service';
import {
  countsOfMember,
  fanOut,
  insertMessage,
  markDeleted,
  markRead,
  memberOfMerchant,
  pageOfMember,
  sentMessages,
} from './inbox.repository';

/** The unread count as a column of the accounts module's session read (member info). */
export { unreadOfMemberColumn } from './inbox.repository';

/** §7 member info's unread count (the dot of the service popup and the side panel). */
export const unreadCount = async (db: Db, memberId: number): Promise<number> =>
  (await countsOfMember(db, memberId)).unread;

const messageNotFound = (id: number) => notFound(`No message ${id}`);

/** What the protection module answers for the inbox, handed in by the app (no import). */
export interface InboxHooks {
  /**
   * Issue 34: the members of the merchant on a time-out or self-exclusion: a message to a segment
   * or to everyone (marketing) is not delivered to them; one sent to the member alone still is.
   */
  marketingStopped(tx: Db, merchantCode: string): Promise<number[]>;
}

const noHooks: InboxHooks = { marketingStopped: async () => [] };

// eslint-disable-next-line max-lines-per-function -- the inbox service's method table (page, read, remove, send, sent) over one db, clock and protection hooks; each is linted on its own, the longest (send) 52 lines
export function createInboxService(db: Db, clock: Clock, hooks: InboxHooks = noHooks) {
  return {
    async page(memberId: number, pageNo: number, pageSize: number): Promise<InboxValue> {
      const [rows, counts] = await Promise.all([
        pageOfMember(db, memberId, pageSize, (pageNo - 1) * pageSize),
        countsOfMember(db, memberId),
      ]);
      return {
        list: rows.map((r) => ({
          id: r.id,
          title: r.title,
          content: sanitizeContent(r.content),
          read: r.readAt !== null,
          createdAt: r.createdAt.getTime(),
        })),
        pageNum: pageNo,
        totalPages: Math.max(1, Math.ceil(counts.total / pageSize)),
        unreadCount: counts.unread,
      };
    },

    /** Only the member's own copy: another member's message is not found. */
    async read(memberId: number, messageId: number): Promise<null> {
      if ((await markRead(db, memberId, messageId, clock())) === 0)
        throw messageNotFound(messageId);
      return null;
    },

    async remove(memberId: number, messageId: number): Promise<null> {
      if ((await markDeleted(db, memberId, messageId, clock())) === 0)
        throw messageNotFound(messageId);
      return null;
    },

    /** One member, a segment (a label) or everyone; stored sanitized, fanned out and audited at once. */
    async send(actor: Actor, input: SendInboxInput) {
      const audience =
        input.audience === 'member'
          ? input.memberId === undefined
            ? null
            : ({ kind: 'member', memberId: input.memberId } as const)
          : input.audience === 'segment'
            ? input.label === undefined
              ? null
              : ({ kind: 'segment', label: input.label } as const)
            : ({ kind: 'all' } as const);
      if (audience === null) {
        const field = input.audience === 'member' ? 'memberId' : 'label';
        throw fieldError(field, `${field} is required for audience ${input.audience}`, undefined, {
          code: FieldIssueCode.required,
        });
      }
      if (
        audience.kind === 'member' &&
        !(await memberOfMerchant(db, actor.merchantCode, audience.memberId))
      )
        throw fieldError('memberId', 'no such member', ErrorCode.NOT_FOUND);
      return db.transaction(async (tx) => {
        const id = await insertMessage(tx, {
          merchantCode: actor.merchantCode,
          audience: input.audience,
          target:
            audience.kind === 'member'
              ? String(audience.memberId)
              : audience.kind === 'segment'
                ? audience.label
                : null,
          title: input.title,
          content: sanitizeContent(input.content),
          sentBy: actor.username,
          createdAt: clock(),
        });
        const skip =
          audience.kind === 'member' ? [] : await hooks.marketingStopped(tx, actor.merchantCode);
        const recipients = await fanOut(tx, actor.merchantCode, id, audience, skip);
        await recordAudit(tx, actor, {
          action: 'message.send',
          targetType: 'message',
          targetId: id,
          after: {
            audience: input.audience,
            target: input.memberId ?? input.label ?? null,
            title: input.title,
            recipients,
          },
        });
        return { id, recipients };
      });
    },

    async sent(merchantCode: string) {
      return (await sentMessages(db, merchantCode)).map((m) => ({
        ...m,
        createdAt: m.createdAt.getTime(),
      }));
    },
  };
}
export type InboxService = ReturnType<typeof createInboxService>;
