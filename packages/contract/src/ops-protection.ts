import { z } from 'zod';
import { defineOperation } from './operation';
import { closedObject } from './ops-fields';
import { MEMBER_READERS } from './ops-members';
import {
  protectionChangeItem,
  protectionExclusionValue,
  protectionLimitItem,
  sessionTimeValue,
} from './protection';

const tags = ['ops'];

/** The console sees which operator made a change (null: the member or the platform). */
export const opsProtectionChangeItem = protectionChangeItem
  .extend({ operatorId: z.number().int().nullable() })
  .meta({ id: 'OpsProtectionChange' });

export const opsMemberProtectionValue = z
  .object({
    memberId: z.number().int(),
    currency: z.string().max(8),
    /** Every kind and period; `amount` null where the member set none. */
    limits: z.array(protectionLimitItem).max(9),
    /** Time logged in today and the daily session-time limit. */
    sessionTime: sessionTimeValue,
    /** The time-out or self-exclusion in force, null when none. */
    exclusion: protectionExclusionValue.nullable(),
    /** Minutes between reality checks; null: the member turned them off. */
    realityCheckMinutes: z.number().int().nullable(),
    /** false: the member never chose, the default interval holds. */
    realityCheckChosen: z.boolean(),
    changes: z.array(opsProtectionChangeItem).max(50),
  })
  .meta({ id: 'OpsMemberProtection' });
export type OpsMemberProtectionValue = z.infer<typeof opsMemberProtectionValue>;

/**
 * Issue 34: a member's protection as the console sees it, read only: only the member changes a
 * limit, and a time-out or self-exclusion is never lifted before its end.
 */
export const opsMemberProtection = defineOperation({
  operationId: 'opsMemberProtection',
  method: 'GET',
  path: '/ops/members/protection',
  summary:
    "A member's limits with what is used and left, waiting raises, time-out or self-exclusion, reality-check interval and the changes (issue 34; read only)",
  tags,
  auth: 'operator',
  roles: MEMBER_READERS,
  query: closedObject({
    id: z.coerce
      .number({ error: 'id must be a number' })
      .int()
      .positive()
      .max(2 ** 53 - 1),
  }),
  response: opsMemberProtectionValue,
});

/** Issue 34: a limit counts as near once this share of it is used. */
export const NEAR_LIMIT_PERCENT = 80;

export const opsNearLimitItem = z
  .object({
    memberId: z.number().int(),
    username: z.string().max(64),
    /** A money limit, or 'session' (minutes logged in today). */
    kind: z.enum(['deposit', 'loss', 'wager', 'session']),
    period: z.enum(['day', 'week', 'month']),
    /** The limit and what its window has used: decimal strings, or whole minutes for session. */
    amount: z.string().max(32),
    used: z.string().max(32),
    /** Whole percent used (100 and more: reached). */
    percent: z.number().int().nonnegative(),
  })
  .meta({ id: 'OpsNearLimit' });

export const opsNearLimitsValue = z
  .object({ list: z.array(opsNearLimitItem).max(500), currency: z.string().max(8) })
  .meta({ id: 'OpsNearLimits' });
export type OpsNearLimitsValue = z.infer<typeof opsNearLimitsValue>;

/**
 * Issue 34: the members of the merchant who have used at least 80 % of a limit, the fullest
 * first; read only (no role may raise a member's limit).
 */
export const opsNearLimits = defineOperation({
  operationId: 'opsNearLimits',
  method: 'GET',
  path: '/ops/protection/nearLimits',
  summary:
    'Members who have used at least 80 % of a deposit, loss, wager or session-time limit, the fullest first (issue 34; read only)',
  tags,
  auth: 'operator',
  roles: MEMBER_READERS,
  response: opsNearLimitsValue,
});
