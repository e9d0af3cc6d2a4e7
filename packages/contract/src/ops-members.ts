import { z } from 'zod';
import { epochMs, noValue } from './fields';
import { text } from './input-bounds';
import { defineOperation } from './operation';
import { closedObject } from './ops-fields';
import { payeeNameText } from './money-withdraw';

const tags = ['ops'];

/** Member look-up: support, finance (ledger views) and read-only; content works elsewhere. */
export const MEMBER_READERS = ['owner', 'finance', 'support', 'read_only'] as const;

export const MEMBER_SEARCH_MAX = 100;
/** Which accounts a member search lists: real members (the default) or trial accounts (§6). */
export const MEMBER_ACCOUNT_KINDS = ['real', 'trial'] as const;

export const memberSearchQuery = closedObject({
  /** A username prefix (case-insensitive). */
  username: text('username').min(1).max(32, 'username must be at most 32 characters').optional(),
  /** A mobile number prefix, digits only, with or without the country code. */
  mobile: z
    .string()
    .regex(/^\+?\d{1,15}$/, 'mobile must be digits')
    .optional(),
  email: text('email').min(1).max(254, 'email must be at most 254 characters').optional(),
  id: z.coerce.number({ error: 'id must be a number' }).int().positive().optional(),
  registeredFrom: z.iso.date({ error: 'registeredFrom must be YYYY-MM-DD' }).optional(),
  registeredTo: z.iso.date({ error: 'registeredTo must be YYYY-MM-DD' }).optional(),
  /**
   * §6 trial accounts live apart from real members: a search lists real members unless it asks
   * for the trial accounts, and never both.
   */
  accounts: z
    .enum(MEMBER_ACCOUNT_KINDS, { error: 'accounts must be real or trial' })
    .default('real'),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int()
    .min(1)
    .max(100_000, 'page must be at most 100000')
    .default(1),
  pageSize: z.coerce.number().int().min(1).max(MEMBER_SEARCH_MAX).default(25),
});
export type MemberSearchQuery = z.output<typeof memberSearchQuery>;

/**
 * How a sign-in started its session: a password, a code by SMS, the registration itself, an
 * identity provider, or a handover from another of the merchant's domains.
 */
export const MEMBER_LOGIN_METHODS = [
  'username',
  'sms',
  'register',
  'identity',
  'handover',
] as const;

export const memberRow = z
  .object({
    id: z.number().int(),
    username: z.string(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    customerType: z.number().int(),
    isTrial: z.boolean(),
    status: z.enum(['active', 'locked']),
    createdAt: epochMs,
    lastLoginAt: epochMs.nullable(),
  })
  .meta({ id: 'OpsMemberRow' });
export type MemberRow = z.infer<typeof memberRow>;

export const opsMemberSearch = defineOperation({
  operationId: 'opsMemberSearch',
  method: 'GET',
  path: '/ops/members',
  summary:
    'Find members by username or mobile prefix, e-mail, id or registration date, a page at a time',
  tags,
  auth: 'operator',
  roles: MEMBER_READERS,
  query: memberSearchQuery,
  /** `total`: every member the search matches, for the console's pages. */
  response: z
    .object({ list: z.array(memberRow), total: z.number().int() })
    .meta({ id: 'OpsMemberList' }),
});

const memberIdQuery = closedObject({
  id: z.coerce
    .number({ error: 'id must be a number' })
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

export const memberDetail = z
  .object({
    member: memberRow.extend({
      labels: z.array(z.string()),
      nickname: z.string().nullable(),
      payeeName: z.string().nullable(),
    }),
    sessions: z.array(
      z.object({
        sessionId: z.number().int(),
        ip: z.string().nullable(),
        device: z.string().nullable(),
        country: z.string().nullable(),
        createdAt: epochMs,
        lastSeenAt: epochMs,
      }),
    ),
    /** The latest sign-ins that started a session, newest first (MEMBER_PAGE_LOGINS). */
    logins: z.array(
      z.object({
        at: epochMs,
        method: z.enum(MEMBER_LOGIN_METHODS),
        ip: z.string().nullable(),
        device: z.string().nullable(),
        country: z.string().nullable(),
      }),
    ),
    /** The cash account's balance (the member's §3 balance). */
    balance: z.string().nullable(),
    /** Every ledger account of the member (cash, bonus, withdrawal_hold) and its balance. */
    accounts: z.array(z.object({ kind: z.string(), balance: z.string() })),
    ledger: z.array(
      z.object({
        id: z.number().int(),
        at: epochMs,
        /** The transaction's kind (grant, bet, win, deposit …). */
        kind: z.string(),
        /** The member account the entry moved. */
        account: z.string(),
        reference: z.string().nullable(),
        demoCredit: z.boolean(),
        amount: z.string(),
        balanceAfter: z.string(),
      }),
    ),
    notes: z.array(
      z.object({ id: z.number().int(), at: epochMs, operator: z.string(), body: z.string() }),
    ),
  })
  .meta({ id: 'OpsMemberDetail' });
export type MemberDetail = z.infer<typeof memberDetail>;

export const opsMemberDetail = defineOperation({
  operationId: 'opsMemberDetail',
  method: 'GET',
  path: '/ops/members/detail',
  summary: "A member's page: profile, sessions, login history, balance and ledger, notes",
  tags,
  auth: 'operator',
  roles: MEMBER_READERS,
  query: memberIdQuery,
  response: memberDetail,
});

const memberIdBody = z.coerce
  .number({ error: 'memberId must be a number' })
  .int()
  .positive()
  .max(2 ** 53 - 1);

export const memberLockBody = closedObject({
  memberId: memberIdBody,
  locked: z.boolean({ error: 'locked must be true or false' }),
}).meta({ id: 'OpsMemberLockBody' });

export const opsMemberLock = defineOperation({
  operationId: 'opsMemberLock',
  method: 'POST',
  path: '/ops/members/lock',
  summary: "Lock (ending the member's sessions) or unlock a member",
  tags,
  auth: 'operator',
  roles: ['owner', 'support'],
  body: memberLockBody,
  response: z.object({ status: z.enum(['active', 'locked']), sessionsEnded: z.number().int() }),
});

export const memberEndSessionsBody = closedObject({
  memberId: memberIdBody,
  /** One session; without it, all of the member's sessions. */
  sessionId: z.number({ error: 'sessionId must be a number' }).int().positive().optional(),
}).meta({ id: 'OpsMemberEndSessionsBody' });

export const opsMemberEndSessions = defineOperation({
  operationId: 'opsMemberEndSessions',
  method: 'POST',
  path: '/ops/members/sessions/end',
  summary: "End one or all of a member's sessions",
  tags,
  auth: 'operator',
  roles: ['owner', 'support'],
  body: memberEndSessionsBody,
  response: z.object({ sessionsEnded: z.number().int() }),
});

export const MEMBER_NOTE_MAX = 2000;

export const memberNoteBody = closedObject({
  memberId: memberIdBody,
  body: z
    .string({ error: 'body is required' })
    .trim()
    .min(1, 'body is required')
    .max(MEMBER_NOTE_MAX, `body must be at most ${MEMBER_NOTE_MAX} characters`),
}).meta({ id: 'OpsMemberNoteBody' });

export const opsMemberAddNote = defineOperation({
  operationId: 'opsMemberAddNote',
  method: 'POST',
  path: '/ops/members/notes',
  summary: 'Add a support note to a member',
  tags,
  auth: 'operator',
  roles: ['owner', 'support'],
  body: memberNoteBody,
  response: noValue,
});

/** §2.12 labels of a member (`nochat` hides live chat; the inbox can write to a label). */
export const MEMBER_LABELS_MAX = 20;

export const memberLabelsBody = closedObject({
  memberId: memberIdBody,
  labels: z
    .array(
      text('labels')
        .trim()
        .min(1, 'labels must not be empty')
        .max(32, 'labels must be at most 32 characters')
        .regex(/^[A-Za-z0-9_.-]+$/, 'labels must be letters, digits, _ . or -'),
      { error: 'labels must be a list' },
    )
    .max(MEMBER_LABELS_MAX, `at most ${MEMBER_LABELS_MAX} labels`),
}).meta({ id: 'OpsMemberLabelsBody' });

export const opsMemberSetLabels = defineOperation({
  operationId: 'opsMemberSetLabels',
  method: 'POST',
  path: '/ops/members/labels',
  summary: "Set a member's labels (for example nochat, §2.12)",
  tags,
  auth: 'operator',
  roles: ['owner', 'support'],
  body: memberLabelsBody,
  response: z.object({ labels: z.array(z.string()) }),
});

/**
 * The member sets the payee real name once; support corrects it. Bank cards whose
 * holder is not the new name are removed (a card's holder must be the payee real name, §5).
 */
export const memberPayeeNameBody = closedObject({
  memberId: memberIdBody,
  payeeName: payeeNameText,
}).meta({ id: 'OpsMemberPayeeNameBody' });

export const opsMemberSetPayeeName = defineOperation({
  operationId: 'opsMemberSetPayeeName',
  method: 'POST',
  path: '/ops/members/payee-name',
  summary: "Change a member's payee real name; cards held in another name are removed",
  tags,
  auth: 'operator',
  roles: ['owner', 'support'],
  body: memberPayeeNameBody,
  response: z
    .object({ payeeName: z.string(), cardsRemoved: z.number().int() })
    .meta({ id: 'OpsMemberPayeeName' }),
});
