import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import {
  routes,
  type TeamBetsInput,
  type TeamPnlInput,
  type TeamTransactionsInput,
} from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';

/** Rows per page of the team reports. */
export const TEAM_PAGE_SIZE = 20;

/** Keys of the team reports, under the agents' root that a transfer or a new downline clears. */
const teamReportKeys = {
  pnl: (token: string | null, query: TeamPnlInput) => ['agents', 'pnl', token, query] as const,
  bets: (token: string | null, query: TeamBetsFilter) => ['agents', 'bets', token, query] as const,
  transactions: (token: string | null, query: TeamTransactionsFilter) =>
    ['agents', 'transactions', token, query] as const,
};

/** §2.1 team profit and loss: one page of downlines and the team's total. */
export const useTeamPnl = (query: TeamPnlInput, enabled: boolean) => {
  const token = useSession()?.token ?? null;
  return useQuery({
    queryKey: teamReportKeys.pnl(token, query),
    queryFn: ({ signal }) =>
      apiCall(routes.teamPnl, { query: { ...query, pageSize: TEAM_PAGE_SIZE }, signal }),
    enabled: enabled && token !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
};

/**
 * A team list newest first, page after page by the server's cursor: each page after the first
 * starts after the last row of the one before (`before` = its `next`), so rows written meanwhile
 * neither repeat nor push rows past the page boundary as pageNo's offsets would; a page without
 * `next` is the last. The filter is part of the key, so a new one starts again from the first page.
 */
const useCursorPages = <V extends { next?: string | null }>(
  queryKey: readonly unknown[],
  read: (before: string | undefined, signal: AbortSignal) => Promise<V>,
  enabled: boolean,
) =>
  useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey,
      queryFn: ({ pageParam, signal }) => read(pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.next ?? undefined,
    }),
    enabled,
    retry: false,
  });

/** A page of `TEAM_PAGE_SIZE` rows of the filter, after the cursor when there is one. */
const pageOf = <F>(filter: F, before: string | undefined) => ({
  ...filter,
  pageSize: TEAM_PAGE_SIZE,
  ...(before === undefined ? {} : { before }),
});

/** What the team betting list is filtered by; where a page starts is the cursor's (`before`). */
type TeamBetsFilter = Omit<TeamBetsInput, 'pageNo' | 'pageSize' | 'before'>;

/** §2.1 team betting: the team's bets newest first, page after page by the cursor. */
export const useTeamBets = (query: TeamBetsFilter, enabled: boolean) => {
  const token = useSession()?.token ?? null;
  return useCursorPages(
    teamReportKeys.bets(token, query),
    (before, signal) => apiCall(routes.teamBets, { query: pageOf(query, before), signal }),
    enabled && token !== null,
  );
};

/** What the team transactions list is filtered by; where a page starts is the cursor's. */
type TeamTransactionsFilter = Omit<TeamTransactionsInput, 'pageNo' | 'pageSize' | 'before'>;

/** §2.12 TRANSREC3: the team's ledger movements newest first, by the cursor as team betting is. */
export const useTeamTransactions = (query: TeamTransactionsFilter, enabled: boolean) => {
  const token = useSession()?.token ?? null;
  return useCursorPages(
    teamReportKeys.transactions(token, query),
    (before, signal) => apiCall(routes.teamTransactions, { query: pageOf(query, before), signal }),
    enabled && token !== null,
  );
};
