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
