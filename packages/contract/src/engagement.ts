import { z } from 'zod';
import { bodyRecordId, epochMs, recordId } from './fields';
import { INT4_MAX, text } from './input-bounds';
import { defineOperation } from './operation';
import { NOVICE_TASK_CODES, POINTS_REASONS, REWARD_SOURCES } from './engagement-constants';
import { LEVEL_REWARD_KINDS } from './member-levels';
import { amountValue } from './money-fields';

const tags = ['engagement'];

/** Points are whole numbers, their own ledger, never money. */
const points = z.number().int().min(0).max(INT4_MAX);
const signedPoints = z.number().int().min(-INT4_MAX).max(INT4_MAX);

/** One movement of a member's points. */
export const pointsEntry = z
  .object({
    id: recordId,
    amount: signedPoints,
    balanceAfter: points,
    reason: z.enum(POINTS_REASONS),
    createdAt: epochMs,
  })
  .meta({ id: 'PointsEntry' });

export const pointsSummaryValue = z
  .object({
    balance: points,
    earned: points,
    spent: points,
    expired: points,
    entries: z.array(pointsEntry),
  })
  .meta({ id: 'PointsSummary' });
export type PointsSummaryValue = z.infer<typeof pointsSummaryValue>;

export const pointsSummary = defineOperation({
  operationId: 'pointsSummary',
  method: 'GET',
  path: '/wps/engagement/points',
  summary:
    "§1 points mall: the member's points: balance, totals earned, spent and expired, the latest entries",
  tags,
  auth: 'member',
  response: pointsSummaryValue,
});

/** A local date of the merchant's time zone, YYYY-MM-DD. */
const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const signInCalendarValue = z
  .object({
    /** Today in the merchant's time zone. */
    today: localDate,
    timeZone: z.string().max(64),
    signedToday: z.boolean(),
    /** Consecutive days up to today (or yesterday, when today is not signed yet). */
    streak: z.number().int().min(0).max(INT4_MAX),
    /** The days of the current month signed in. */
    signedDates: z.array(localDate).max(31),
    /** Points for the nth day of a streak; the last repeats after it. */
    streakPoints: z.array(points).min(1).max(31),
  })
  .meta({ id: 'SignInCalendar' });
export type SignInCalendarValue = z.infer<typeof signInCalendarValue>;

export const signInCalendar = defineOperation({
  operationId: 'signInCalendar',
  method: 'GET',
  path: '/wps/engagement/sign-in',
  summary:
    "§2.1 /m/activity/signIn: this month's sign-ins in the merchant's time zone and the streak",
  tags,
  auth: 'member',
  response: signInCalendarValue,
});

export const signInValue = z
  .object({ date: localDate, streak: z.number().int().min(1).max(INT4_MAX), points })
  .meta({ id: 'SignInResult' });

export const dailySignIn = defineOperation({
  operationId: 'dailySignIn',
  method: 'POST',
  path: '/wps/engagement/sign-in',
  summary:
    '§2.1 /m/activity/signIn: signs in for today (once a day, merchant time zone); a second call today is a 409',
  tags,
  auth: 'member',
  response: signInValue,
});

export const noviceTask = z
  .object({
    code: z.enum(NOVICE_TASK_CODES),
    points,
    done: z.boolean(),
    claimed: z.boolean(),
    /** False where the state it checks is not recorded by the platform yet. */
    available: z.boolean(),
  })
  .meta({ id: 'NoviceTask' });
export type NoviceTaskValue = z.infer<typeof noviceTask>;

export const noviceTasks = defineOperation({
  operationId: 'noviceTasks',
  method: 'GET',
  path: '/wps/engagement/novice-tasks',
  summary: '§2.1 /m/activity/noviceTask: each task, whether it is done and whether it is claimed',
  tags,
  auth: 'member',
  response: z.array(noviceTask),
});

export const claimNoviceTaskBody = z.object({
  task: z.enum(NOVICE_TASK_CODES, { error: `task must be one of ${NOVICE_TASK_CODES.join(', ')}` }),
});

export const claimNoviceTask = defineOperation({
  operationId: 'claimNoviceTask',
  method: 'POST',
  path: '/wps/engagement/novice-tasks/claim',
  summary:
    '§2.1 /m/activity/noviceTask: claims a task; the server checks its state; not done is a 400, claimed before a 409',
  tags,
  auth: 'member',
  body: claimNoviceTaskBody,
  response: z.object({ task: z.enum(NOVICE_TASK_CODES), points }),
});

export const mallItem = z
  .object({
    id: recordId,
    name: z.string().max(200),
    description: z.string().max(2000),
    imageUrl: z.string().max(4096).nullable(),
    price: points,
    stock: z.number().int().min(0).max(INT4_MAX),
  })
  .meta({ id: 'MallItem' });
export type MallItemValue = z.infer<typeof mallItem>;

export const mallItems = defineOperation({
  operationId: 'mallItems',
  method: 'GET',
  path: '/wps/engagement/mall/items',
  summary: '§2.1 /m/mall/mallHome: the points mall, open without a session',
  tags,
  auth: 'none',
  response: z.array(mallItem),
});

/** A key the app makes once per tap, so a retried redemption is the same one. */
const idempotencyKey = text('requestId')
  .min(8, 'requestId must be at least 8 characters')
  .max(64, 'requestId must be at most 64 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'requestId must be letters, digits, _ or -');

export const redeemMallItemBody = z.object({
  itemId: bodyRecordId('itemId'),
  requestId: idempotencyKey,
});
export type RedeemMallItemInput = z.input<typeof redeemMallItemBody>;

export const redeemMallItem = defineOperation({
  operationId: 'redeemMallItem',
  method: 'POST',
  path: '/wps/engagement/mall/redeem',
  summary:
    '§1 points mall: redeems an item with points; the same requestId again answers the same redemption',
  tags,
  auth: 'member',
  body: redeemMallItemBody,
  response: z
    .object({ redemptionId: recordId, itemId: recordId, price: points, balance: points })
    .meta({ id: 'MallRedemption' }),
});

export const rewardRecord = z
  .object({
    source: z.enum(REWARD_SOURCES),
    /** The task code, the sign-in date, the item … */
    detail: z.string().max(200),
    points,
    /** A member-level reward: the money paid (a decimal with 4 places) and where to. */
    money: z.object({ amount: amountValue, kind: z.enum(LEVEL_REWARD_KINDS) }).optional(),
    /** Null while it waits to be claimed. */
    claimedAt: epochMs.nullable(),
  })
  .meta({ id: 'RewardRecord' });
export type RewardRecordValue = z.infer<typeof rewardRecord>;

export const rewardCenter = defineOperation({
  operationId: 'rewardCenter',
  method: 'GET',
  path: '/wps/engagement/rewards',
  summary: '§2.1 /m/rewardCenter (flag REWARDCENTER3): rewards earned and those still to claim',
  tags,
  auth: 'member',
  response: z.object({ earned: z.array(rewardRecord), toClaim: z.array(rewardRecord) }),
});

export const INVITE_STAGES = ['registered', 'first_deposit'] as const;

export const invitedFriend = z
  .object({
    /** Masked: the inviter sees who, not the whole account name. */
    name: z.string().max(40),
    registeredAt: epochMs,
    stage: z.enum(INVITE_STAGES),
    /** What the inviter earned for this friend's first deposit; null: nothing (yet). */
    reward: z.object({ amount: amountValue, kind: z.enum(LEVEL_REWARD_KINDS) }).nullable(),
  })
  .meta({ id: 'InvitedFriend' });
export type InvitedFriendValue = z.infer<typeof invitedFriend>;

export const inviteInfoValue = z
  .object({
    code: z.string().max(32),
    /** The registration link that carries the code (recommenderId). */
    link: z.string().max(2048),
    /** The link as a QR code, a PNG data URL. */
    qrCode: z.string().max(200_000),
    friends: z.array(invitedFriend),
    /**
     * The merchant's rule (the REFERRAL promotion): the reward for each friend's first deposit
     * of at least minDeposit (null: any), paid to the bonus balance with turnoverMultiple × the
     * reward to play. Null when the promotion pays no reward.
     */
    rule: z
      .object({
        reward: amountValue,
        minDeposit: amountValue.nullable(),
        turnoverMultiple: z.number().int().min(0),
      })
      .nullable(),
  })
  .meta({ id: 'InviteInfo' });
export type InviteInfoValue = z.infer<typeof inviteInfoValue>;

export const inviteInfo = defineOperation({
  operationId: 'inviteInfo',
  method: 'GET',
  path: '/wps/engagement/invite',
  summary:
    "§2.1 /m/inviteFriends, §6 (REFERRAL enabled for the member): the member's code, link, QR code and invited friends",
  tags,
  auth: 'member',
  response: inviteInfoValue,
});
