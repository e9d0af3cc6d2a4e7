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

/** What the team betting list is filtered by; where a page starts is the cursor's (`before`). */
type TeamBetsFilter = Omit<TeamBetsInput, 'pageNo' | 'pageSize' | 'before'>;

/**
 * §2.1 team betting: the team's bets newest first, page after page. Each page after the first
 * starts after the last row of the one before (`before` = its `next`), so bets placed meanwhile
 * neither repeat nor push rows past the page boundary as pageNo's offsets would; a page without
 * `next` is the last. A filter is part of the key, so a new one starts again from the first page.
 */
export const useTeamBets = (query: TeamBetsFilter, enabled: boolean) => {
  const token = useSession()?.token ?? null;
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: teamReportKeys.bets(token, query),
      queryFn: ({ pageParam, signal }) =>
        apiCall(routes.teamBets, {
          query: {
            ...query,
            pageSize: TEAM_PAGE_SIZE,
            ...(pageParam === undefined ? {} : { before: pageParam }),
          },
          signal,
        }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.next ?? undefined,
    }),
    enabled: enabled && token !== null,
    retry: false,
  });
};

/** What the team transactions list is filtered by; where a page starts is the cursor's. */
type TeamTransactionsFilter = Omit<TeamTransactionsInput, 'pageNo' | 'pageSize' | 'before'>;

/**
 * §2.12 TRANSREC3: the team's ledger movements newest first, page after page, by the server's
 * cursor as team betting is: each page after the first starts after the last row of the one
 * before (`before` = its `next`), so movements posted meanwhile neither repeat nor push rows past
 * the page boundary; a page without `next` is the last. A filter starts again from the first.
 */
export const useTeamTransactions = (query: TeamTransactionsFilter, enabled: boolean) => {
  const token = useSession()?.token ?? null;
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: teamReportKeys.transactions(token, query),
      queryFn: ({ pageParam, signal }) =>
        apiCall(routes.teamTransactions, {
          query: {
            ...query,
            pageSize: TEAM_PAGE_SIZE,
            ...(pageParam === undefined ? {} : { before: pageParam }),
          },
          signal,
        }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.next ?? undefined,
    }),
    enabled: enabled && token !== null,
    retry: false,
  });
};
