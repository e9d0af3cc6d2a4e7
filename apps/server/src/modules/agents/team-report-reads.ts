import pLimit from 'p-limit';

/**
 * How many team report reads (overview, profit and loss, betting, transactions) run on the
 * database at once per instance; the others wait their turn in order. Each read walks a whole
 * team; twenty at once on a two-core database server left them fighting over its cores, and the
 * slowest of 200 waited 54 ms (p99), against 23 ms four at a time (issue 32: p99 ≤ 50 ms at 20
 * connections; `npm run bench:agents`, figures in docs/agents.md). It also leaves the rest of the
 * pool to logins, bets and money while agents read their reports.
 */
export const TEAM_REPORT_READS_AT_ONCE = 4;

/** Runs a team report's reads within the instance's share; one per app, shared by its services. */
export type TeamReportReads = <T>(read: () => Promise<T>) => Promise<T>;

export function teamReportReads(atOnce = TEAM_REPORT_READS_AT_ONCE): TeamReportReads {
  const limit = pLimit(atOnce);
  return (read) => limit(read);
}
