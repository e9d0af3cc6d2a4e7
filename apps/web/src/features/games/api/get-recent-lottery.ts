import { useQuery } from '@tanstack/react-query';
import { RECENT_LOTTERY_COUNT } from '@lotto/contract';
import type { Language } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { GAMES_QUERY_ROOT } from './game-keys';
import { routes } from '@lotto/contract';

/** §7 recent lottery: device MOBILE, recentCount 100, language. */
export const useRecentLottery = (language: Language, enabled: boolean) =>
  useQuery({
    queryKey: [GAMES_QUERY_ROOT, 'recent-lottery', language],
    queryFn: async ({ signal }) => {
      const value = await apiCall(routes.recentLottery, {
        query: { device: 'MOBILE', recentCount: RECENT_LOTTERY_COUNT, language },
        signal,
      });
      return value.list;
    },
    enabled,
  });
