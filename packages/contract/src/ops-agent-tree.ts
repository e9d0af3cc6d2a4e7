import { z } from 'zod';
import { queryInt, username } from './fields';
import { text } from './input-bounds';
import { defineOperation } from './operation';
import { closedObject } from './ops-fields';
import { MEMBER_READERS } from './ops-members';

/*
 * Issue 32: the console's agent tree (search a member, its upline chain and direct downlines,
 * drill down) and moving a downline to another upline (the owner's, audited).
 */
const tags = ['ops', 'agents'];

/** A page of the tree's direct downlines in the console. */
export const AGENT_TREE_PAGE_SIZE = 25;

export const agentTreeNode = z
  .object({
    username: z.string().max(32),
    customerType: z.number().int(),
    /** Members directly under this one. */
    directDownlines: z.number().int().nonnegative(),
    /** Members under this one at any depth. */
    teamSize: z.number().int().nonnegative(),
  })
  .meta({ id: 'OpsAgentTreeNode' });
export type AgentTreeNode = z.infer<typeof agentTreeNode>;

export const opsAgentTreeQuery = closedObject({
  /** The member to show (exact username, any case); without it, the tree's tops. */
  username: text('username').max(32, 'username must be at most 32 characters').optional(),
  pageNo: queryInt('pageNo', 1, 100_000).default(1),
  pageSize: queryInt('pageSize', 1, 100).default(AGENT_TREE_PAGE_SIZE),
});

export const opsAgentTree = defineOperation({
  operationId: 'opsAgentTree',
  method: 'GET',
  path: '/ops/agents/tree',
  summary:
    "A member's upline chain and a page of its direct downlines with their counts; without username the agents with no upline (issue 32). An unknown username is a 404 naming username",
  tags,
  auth: 'operator',
  roles: MEMBER_READERS,
  query: opsAgentTreeQuery,
  response: z
    .object({
      /** The member shown; null for the tree's tops. */
      member: agentTreeNode.nullable(),
      /** Its uplines from the top down to its direct upline. */
      uplines: z.array(agentTreeNode),
      /** A page of its direct downlines (or of the tops), by username. */
      list: z.array(agentTreeNode),
      total: z.number().int().nonnegative(),
    })
    .meta({ id: 'OpsAgentTree' }),
});

/**
 * §6 a move refused because the member or the upline is a trial account: the field's issue
 * carries `params.reason` = this, so that the console words it in the operator's language.
 */
export const MOVE_TRIAL_REFUSAL = 'trial_account';

/** Moving changes who earns on a line and ends contracts: the owner's alone. */
const MOVE_ROLES = ['owner'] as const;

export const opsMoveDownlineBody = closedObject({
  /** The member to move, with its own team. */
  username,
  /** Its new direct upline: an agent outside the member's own team. */
  upline: username,
}).meta({ id: 'OpsMoveDownlineBody' });
export type OpsMoveDownlineInput = z.input<typeof opsMoveDownlineBody>;

export const opsMoveDownline = defineOperation({
  operationId: 'opsMoveDownline',
  method: 'POST',
  path: '/ops/agents/move',
  summary:
    'Moves a member and its team under another agent (issue 32): refused naming the field when the upline is itself, in its own team, not an agent or already its upline, or when one of its rebate rates is above the new upline’s; its contracts with the old upline end; audited',
  tags,
  auth: 'operator',
  roles: MOVE_ROLES,
  body: opsMoveDownlineBody,
  response: z
    .object({
      member: agentTreeNode,
      uplines: z.array(agentTreeNode),
      /** Contracts with the old upline that the move ended. */
      endedContracts: z.number().int().nonnegative(),
    })
    .meta({ id: 'OpsMoveDownline' }),
});
