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

/** §2.1 team profit and loss: one page of downlines and the team's total. */
export const useTeamPnl = (query: TeamPnlInput, enabled: boolean) => {
  const token = useSession()?.token ?? null;
  return useQuery({
    queryKey: ['agents', 'pnl', token, query] as const,
    queryFn: ({ signal }) =>
      apiCall(routes.teamPnl, { query: { ...query, pageSize: TEAM_PAGE_SIZE }, signal }),
    enabled: enabled && token !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
};

/** §2.1 team betting: the team's bets newest first, page after page. */
export const useTeamBets = (query: Omit<TeamBetsInput, 'pageNo'>, enabled: boolean) => {
  const token = useSession()?.token ?? null;
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: ['agents', 'bets', token, query] as const,
      queryFn: ({ pageParam, signal }) =>
        apiCall(routes.teamBets, {
          query: { ...query, pageNo: pageParam, pageSize: TEAM_PAGE_SIZE },
          signal,
        }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    }),
    enabled: enabled && token !== null,
    retry: false,
  });
};

/** §2.12 TRANSREC3: the team's ledger movements, page after page. */
export const useTeamTransactions = (
  query: Omit<TeamTransactionsInput, 'pageNo'>,
  enabled: boolean,
) => {
  const token = useSession()?.token ?? null;
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: ['agents', 'transactions', token, query] as const,
      queryFn: ({ pageParam, signal }) =>
        apiCall(routes.teamTransactions, {
          query: { ...query, pageNo: pageParam, pageSize: TEAM_PAGE_SIZE },
          signal,
        }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    }),
    enabled: enabled && token !== null,
    retry: false,
  });
};
