import { TEAM_RANGE_MAX_DAYS, type AgentStatementInput } from '@lotto/contract';
import type { TeamRange } from '../utils/team-range';

const DAY_MS = 86_400_000;

/** The statement's period: a preset range, or days the agent chose (a week, a month …). */
export type StatementRange = { range: TeamRange } | { range: 'custom'; from: string; to: string };

export const initialStatementRange: StatementRange = { range: 'today' };

export const statementQueryOf = (r: StatementRange): AgentStatementInput =>
  r.range === 'custom' ? { range: 'custom', from: r.from, to: r.to } : { range: r.range };

/** What is wrong with typed days, by field (the server's rules, checked before asking it). */
export function customRangeIssues(from: string, to: string): { from?: string; to?: string } {
  if (!from) return { from: 'statement.from_required' };
  if (!to) return { to: 'statement.to_required' };
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
  if (days < 0) return { to: 'statement.to_before_from' };
  if (days >= TEAM_RANGE_MAX_DAYS) return { to: 'statement.too_long' };
  return {};
}
