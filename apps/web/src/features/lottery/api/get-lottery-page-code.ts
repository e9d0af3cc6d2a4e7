import { useQuery } from '@tanstack/react-query';
import { routes } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { lotteryKeys } from './lottery-keys';

/**
 * The embedded lottery page gets a single-use code (60 s), never the session token. One
 * code per opening of the page: kept while the page is open (a new one would reload the frame),
 * dropped when it closes.
 */
export const useLotteryPageCode = (token: string | null) =>
  useQuery({
    queryKey: lotteryKeys.pageCode(token ?? ''),
    queryFn: ({ signal }) => apiCall(routes.lotteryPageCode, { signal }),
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
