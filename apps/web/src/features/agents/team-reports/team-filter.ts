import type { TeamScope } from '@lotto/contract';
import type { TeamRange } from '../utils/team-range';

/** What the team reports are asked for: a preset range of merchant days, whose rows, a member. */
export interface TeamFilter {
  range: TeamRange;
  scope: TeamScope;
  /** A member of the team (exact username); empty for the team. */
  username: string;
}

export const initialTeamFilter: TeamFilter = { range: 'today', scope: 'direct', username: '' };

/** The query of a filter: the username only when one is typed (trimmed). */
export const teamQueryOf = (f: TeamFilter) => {
  const username = f.username.trim();
  return { range: f.range, scope: f.scope, ...(username ? { username } : {}) };
};

/**
 * The team profit and loss drill-down: the usernames from the agent down to the member whose
 * downlines are shown. The agent itself is the empty path.
 */
export const drillInto = (path: readonly string[], username: string): string[] =>
  path.includes(username) ? path.slice(0, path.indexOf(username) + 1) : [...path, username];

/** Back up the path to `depth` members (0: the agent's own downlines). */
export const drillBack = (path: readonly string[], depth: number): string[] =>
  path.slice(0, Math.max(0, depth));

/** A row can be drilled into when it has a team of its own and rows are direct downlines. */
export const canDrill = (row: { teamSize: number }, scope: TeamScope): boolean =>
  scope === 'direct' && row.teamSize > 0;

/** The TRANSREC3 tile's view of the transaction record: ?scope=team shows the team's. */
export const TEAM_RECORD_PARAM = 'scope';
export const TEAM_RECORD_VALUE = 'team';
export const isTeamRecord = (search: URLSearchParams): boolean =>
  search.get(TEAM_RECORD_PARAM) === TEAM_RECORD_VALUE;
