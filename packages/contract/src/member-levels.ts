import { z } from 'zod';
import { INT4_MAX, text } from './input-bounds';
import { defineOperation } from './operation';
import { closedObject } from './ops-fields';
import { amountValue } from './money-fields';

/** What a level's threshold counts, over its period of local days. */
export const LEVEL_THRESHOLD_KINDS = ['deposits', 'turnover'] as const;
export type LevelThresholdKind = (typeof LEVEL_THRESHOLD_KINDS)[number];
/** Where a level's rewards are paid: the bonus balance or cash. */
export const LEVEL_REWARD_KINDS = ['bonus', 'cash'] as const;
export type LevelRewardKind = (typeof LEVEL_REWARD_KINDS)[number];

const level = z
  .object({
    rank: z.number().int().min(0).max(INT4_MAX),
    code: z.string().max(40),
    name: z.string().max(64),
    thresholdKind: z.enum(LEVEL_THRESHOLD_KINDS),
    /** Deposits or turnover over the period, a decimal with 4 places. */
    threshold: amountValue,
    periodDays: z.number().int().min(1).max(366),
    /** Rebate on turnover, in basis points (100 = 1%). */
    rebateBasisPoints: z.number().int().min(0).max(10_000),
    /** Null: the merchant's own withdrawal limits. */
    withdrawDailyMax: amountValue.nullable(),
    withdrawDailyCount: z.number().int().min(0).max(INT4_MAX).nullable(),
    birthdayReward: amountValue,
    levelUpReward: amountValue,
    rewardKind: z.enum(LEVEL_REWARD_KINDS),
    /** A reward to the bonus balance asks this many times its amount in turnover (0: none). */
    bonusTurnoverMultiple: z.number().int().min(0).max(100),
  })
  .meta({ id: 'MemberLevel' });
export type MemberLevelValue = z.infer<typeof level>;

export const memberLevelsValue = z
  .object({
    levels: z.array(level),
    /** The member's rank (0 with no row: the first level); null when the merchant has no levels. */
    currentRank: z.number().int().min(0).max(INT4_MAX).nullable(),
    /** Toward the next level: what counts, how much so far, and the threshold. */
    progress: z
      .object({
        nextRank: z.number().int().min(0).max(INT4_MAX),
        thresholdKind: z.enum(LEVEL_THRESHOLD_KINDS),
        periodDays: z.number().int().min(1).max(366),
        amount: amountValue,
        threshold: amountValue,
      })
      .nullable(),
    timeZone: z.string().max(64),
  })
  .meta({ id: 'MemberLevels' });
export type MemberLevelsValue = z.infer<typeof memberLevelsValue>;

export const memberLevels = defineOperation({
  operationId: 'memberLevels',
  method: 'GET',
  path: '/wps/member/levels',
  summary:
    "§2.1 /m/member/benefits: the merchant's levels and benefits, the member's level and the progress to the next",
  tags: ['member'],
  auth: 'member',
  response: memberLevelsValue,
});

const LEVEL_READERS = ['owner', 'support', 'content', 'read_only'] as const;
const LEVEL_WRITERS = ['owner', 'content'] as const;

export const opsMemberLevel = level
  .omit({ name: true })
  .extend({
    id: z.number().int(),
    nameEn: z.string(),
    nameTh: z.string(),
    active: z.boolean(),
    members: z.number().int(),
  })
  .meta({ id: 'OpsMemberLevel' });
export type OpsMemberLevelValue = z.infer<typeof opsMemberLevel>;

export const opsMemberLevels = defineOperation({
  operationId: 'opsMemberLevels',
  method: 'GET',
  path: '/ops/engagement/levels',
  summary: "The merchant's member levels, their thresholds and benefits, and members at each",
  tags: ['ops'],
  auth: 'operator',
  roles: LEVEL_READERS,
  response: z.object({ list: z.array(opsMemberLevel) }),
});

const nameField = (field: string) =>
  text(field)
    .trim()
    .min(1, `${field} is required`)
    .max(64, `${field} must be at most 64 characters`);

/** An amount an operator types: 0 or more, up to 4 decimals. */
const amountField = (field: string) =>
  text(field)
    .max(20, `${field} must be at most 20 characters`)
    .regex(/^(?:0|[1-9]\d{0,11})(?:\.\d{1,4})?$/, `${field} must be a number like 100.00`);

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} must be at most ${max}`);

export const saveMemberLevelBody = closedObject({
  /** Absent: a new level. */
  id: z.number({ error: 'id must be a number' }).int().positive().max(INT4_MAX).optional(),
  code: text('code').regex(
    /^[a-z0-9-]{2,40}$/,
    'code must be 2-40 lower-case letters, digits or -',
  ),
  nameEn: nameField('nameEn'),
  nameTh: nameField('nameTh'),
  rank: wholeNumber('rank', 0, 100),
  thresholdKind: z.enum(LEVEL_THRESHOLD_KINDS, {
    error: `thresholdKind must be one of ${LEVEL_THRESHOLD_KINDS.join(', ')}`,
  }),
  threshold: amountField('threshold'),
  periodDays: wholeNumber('periodDays', 1, 366),
  rebateBasisPoints: wholeNumber('rebateBasisPoints', 0, 10_000),
  withdrawDailyMax: amountField('withdrawDailyMax').nullable(),
  withdrawDailyCount: wholeNumber('withdrawDailyCount', 0, 1000).nullable(),
  birthdayReward: amountField('birthdayReward'),
  levelUpReward: amountField('levelUpReward'),
  rewardKind: z.enum(LEVEL_REWARD_KINDS, {
    error: `rewardKind must be one of ${LEVEL_REWARD_KINDS.join(', ')}`,
  }),
  /** Absent: 1 for a new level, unchanged for an existing one. */
  bonusTurnoverMultiple: wholeNumber('bonusTurnoverMultiple', 0, 100).optional(),
  active: z.boolean({ error: 'active must be true or false' }),
}).meta({ id: 'OpsSaveMemberLevelBody' });
export type SaveMemberLevelInput = z.input<typeof saveMemberLevelBody>;

export const opsSaveMemberLevel = defineOperation({
  operationId: 'opsSaveMemberLevel',
  method: 'POST',
  path: '/ops/engagement/levels',
  summary: 'Create or change a member level (threshold, period, benefits); audited',
  tags: ['ops'],
  auth: 'operator',
  roles: LEVEL_WRITERS,
  body: saveMemberLevelBody,
  response: opsMemberLevel,
});
