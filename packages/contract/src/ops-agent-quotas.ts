import { z } from 'zod';
import { GameCategory } from './enums';
import { defineOperation } from './operation';
import { closedObject } from './ops-fields';
import { rebateQuotaSetting } from './agent';
import { MEMBER_READERS } from './ops-members';

/*
 * Issue 32: the console's view and editor of agents' rebate quotas (§7 rebate settings and
 * quotas): how many direct downlines an agent may open at a rate in a category.
 */
const tags = ['ops', 'agents'];
/** Quotas bound what agents may promise downlines: money rules, the owner and finance set them. */
export const QUOTA_WRITERS = ['owner', 'finance'] as const;

export const opsAgentQuota = z
  .object({
    username: z.string().max(32),
    customerType: z.number().int(),
    category: z.enum(GameCategory),
    rate: z.string().max(8),
    quota: z.number().int().nonnegative(),
    /** Direct downlines at this rate in this category now. */
    used: z.number().int().nonnegative(),
  })
  .meta({ id: 'OpsAgentQuota' });
export type OpsAgentQuota = z.infer<typeof opsAgentQuota>;

export const opsAgentQuotas = defineOperation({
  operationId: 'opsAgentQuotas',
  method: 'GET',
  path: '/ops/agents/quotas',
  summary: "Every agent's rebate quotas with how many are used, top-level agents first",
  tags,
  auth: 'operator',
  roles: MEMBER_READERS,
  response: z.object({ list: z.array(opsAgentQuota) }),
});

/** An agent (a member with the agent option), at most this many direct downlines at the rate. */
export const opsSetAgentQuotaBody = closedObject(rebateQuotaSetting).meta({
  id: 'OpsSetAgentQuotaBody',
});
export type OpsSetAgentQuotaInput = z.input<typeof opsSetAgentQuotaBody>;

export const opsSetAgentQuota = defineOperation({
  operationId: 'opsSetAgentQuota',
  method: 'PUT',
  path: '/ops/agents/quotas',
  summary:
    "Sets an agent's quota at a rate in a category (issue 32; a member without the agent option is a 400 naming username); audited",
  tags,
  auth: 'operator',
  roles: QUOTA_WRITERS,
  body: opsSetAgentQuotaBody,
  response: opsAgentQuota,
});
