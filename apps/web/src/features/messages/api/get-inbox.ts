import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { routes } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';

/** Messages a page at a time; "more" asks the next. */
export const INBOX_PAGE_SIZE = 10;

export const inboxOptions = (token: string | null) =>
  infiniteQueryOptions({
    queryKey: ['inbox', token] as const,
    queryFn: ({ pageParam, signal }) =>
      apiCall(routes.inbox, { query: { pageNo: pageParam, pageSize: INBOX_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });

export const useInbox = () => useInfiniteQuery(inboxOptions(useSession()?.token ?? null));
