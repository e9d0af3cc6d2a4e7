import { queryOptions, useQuery } from '@tanstack/react-query';
import { PrizeMode, RECENT_LOTTERY_COUNT } from '@lotto/contract';
import type { Language } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { routes } from '@lotto/contract';

/** Per member and language: one member never sees the last member's tiles. */
const recentLotteryKey = (userName: string, language: Language) =>
  ['recent-lottery', userName, language] as const;

/**
 * §7 recent lottery: device MOBILE, recentCount 100 (§9), prizeMode SEA, language; needs a
 * session. The game center's recent tab and the lottery page's share it.
 */
export const recentLotteryOptions = (userName: string, language: Language) =>
  queryOptions({
    queryKey: recentLotteryKey(userName, language),
    queryFn: async ({ signal }) => {
      // The server's time when it made the answer anchors the tiles' remainTime.
      let receivedAt = 0;
      const value = await apiCall(routes.recentLottery, {
        query: {
          device: 'MOBILE',
          recentCount: RECENT_LOTTERY_COUNT,
          prizeMode: PrizeMode.SEA,
          language,
        },
        signal,
        onServerTime: (time) => {
          receivedAt = time;
        },
      });
      return { list: value.list, receivedAt };
    },
    staleTime: 0,
  });

export const useRecentLottery = (userName: string, language: Language, enabled: boolean) =>
  useQuery({ ...recentLotteryOptions(userName, language), enabled });
