import { queryOptions, useQuery } from '@tanstack/react-query';
import { PrizeMode, RECENT_LOTTERY_COUNT } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { serverNow } from '@/lib/server-clock';
import { lotteryKeys } from './lottery-keys';
import { routes } from '@lotto/contract';

/** §7 recent lottery: device=MOBILE, recentCount=100 (§9), prizeMode; needs a session. */
export const recentLotteryQueryOptions = (userName: string, language: string) =>
  queryOptions({
    queryKey: lotteryKeys.recent(userName, language),
    queryFn: async ({ signal }) => {
      const value = await apiCall(routes.recentLottery, {
        query: { device: 'MOBILE', recentCount: RECENT_LOTTERY_COUNT, prizeMode: PrizeMode.SEA },
        signal,
      });
      return { list: value.list, receivedAt: serverNow() };
    },
    staleTime: 0,
  });

export const useRecentLottery = (userName: string, language: string, enabled: boolean) =>
  useQuery({ ...recentLotteryQueryOptions(userName, language), enabled });
