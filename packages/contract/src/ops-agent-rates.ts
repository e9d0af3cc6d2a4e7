import { z } from 'zod';
import { rebateRates } from './agent';
import { username } from './fields';
import { defineOperation } from './operation';
import { closedObject } from './ops-fields';
import { MEMBER_READERS } from './ops-members';
import { QUOTA_WRITERS } from './ops-agent-quotas';

/*
 * Issue 32: the console's editor of an agent's rebate rates per game category (§7 rebate
 * settings): a rate is at most its upline's (the platform's, 0–100 %, for an agent without one)
 * and at least each direct downline's in that category.
 */
const tags = ['ops', 'agents'];

export const opsAgentRates = z
  .object({
    username: z.string().max(32),
    customerType: z.number().int(),
    rates: rebateRates,
    /** The direct upline's rates, the most each may be; null: the platform's (up to 100 %). */
    uplineRates: rebateRates.nullable(),
    /** The highest direct downline's rate per category, the least each may be. */
    downlineRates: rebateRates,
  })
  .meta({ id: 'OpsAgentRates' });
export type OpsAgentRates = z.infer<typeof opsAgentRates>;

export const opsAgentRatesQuery = closedObject({ username });

export const opsAgentRatesOf = defineOperation({
  operationId: 'opsAgentRatesOf',
  method: 'GET',
  path: '/ops/agents/rates',
  summary: "An agent's rebate rates with the bounds its upline and direct downlines set",
  tags,
  auth: 'operator',
  roles: MEMBER_READERS,
  query: opsAgentRatesQuery,
  response: opsAgentRates,
});

export const opsSetAgentRatesBody = closedObject({
  /** An agent (a member with the agent option). */
  username,
  /** The categories to set ("0" removes the rate); a category not named is left as it is. */
  rates: rebateRates.refine((r) => Object.keys(r).length > 0, 'name at least one game type'),
}).meta({ id: 'OpsSetAgentRatesBody' });
export type OpsSetAgentRatesInput = z.input<typeof opsSetAgentRatesBody>;

export const opsSetAgentRates = defineOperation({
  operationId: 'opsSetAgentRates',
  method: 'PUT',
  path: '/ops/agents/rates',
  summary:
    "Sets an agent's rebate rates (issue 32): each at most the upline's and at least every direct downline's, else a 400 naming rates.<category>; audited",
  tags,
  auth: 'operator',
  roles: QUOTA_WRITERS,
  body: opsSetAgentRatesBody,
  response: opsAgentRates,
});
