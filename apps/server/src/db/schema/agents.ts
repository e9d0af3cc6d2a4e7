import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchantCode } from '../columns';
import { memberId } from './accounts';

/**
 * Issue 32, the agent hierarchy as a closure table: one row per (upline at any depth, downline),
 * depth 1 being the direct upline. "The whole team of X" is the index range ancestor_id = X;
 * "the uplines of Y" the range descendant_id = Y. Plain rows and b-tree indexes: the same on
 * PGlite and PostgreSQL. Owned by the agents module (src/modules/agents).
 */
export const agentTree = pgTable(
  'agent_tree',
  {
    merchantCode: merchantCode(),
    ancestorId: memberId('ancestor_id'),
    descendantId: memberId('descendant_id'),
    /** 1: the direct upline; 2: the upline's upline; … */
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ name: 'agent_tree_pk', columns: [t.ancestorId, t.descendantId] }),
    index('agent_tree_descendant_idx').on(t.descendantId, t.depth),
    // A team's direct downlines, in the order the team management page lists them.
    index('agent_tree_direct_idx').on(t.ancestorId, t.depth, t.descendantId),
    // Each member has at most one upline.
    uniqueIndex('agent_tree_one_upline_uq')
      .on(t.descendantId)
      .where(sql`${t.depth} = 1`),
    check('agent_tree_depth_positive', sql`${t.depth} >= 1`),
    check('agent_tree_not_self', sql`${t.ancestorId} <> ${t.descendantId}`),
  ],
);

/**
 * Issue 32: an agent's rebate rate per game category, in hundredths of a percent (150 = 1.50 %).
 * A downline's rate is at most its upline's, checked when the downline is opened. Top-level
 * agents' rates are the platform's (seeded for the demo; the console's editor is not built).
 * Owned by the agents module.
 */
export const agentRebateRates = pgTable(
  'agent_rebate_rates',
  {
    memberId: memberId(),
    category: text('category').notNull(),
    rateBp: integer('rate_bp').notNull(),
  },
  (t) => [
    primaryKey({ name: 'agent_rebate_rates_pk', columns: [t.memberId, t.category] }),
    check('agent_rebate_rates_range', sql`${t.rateBp} between 0 and 10000`),
  ],
);
