import { queryOptions, useQuery } from '@tanstack/react-query';
import { PrizeMode, lotteryMenuParams } from '@lotto/contract';
import type { LotteryMenuValue } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { lotteryKeys } from './lottery-keys';
import { routes } from '@lotto/contract';

export interface MenuAnswer {
  menus: LotteryMenuValue;
  /** Server time when the answer was made, to anchor remainTime. */
  receivedAt: number;
}

/** §7 lottery menu: prizeMode=SEA, device=MOBILE, language. */
export const lotteryMenuQueryOptions = (language: string) =>
  queryOptions({
    queryKey: lotteryKeys.menu(PrizeMode.SEA, language),
    queryFn: async ({ signal }): Promise<MenuAnswer> => {
      let receivedAt = 0;
      const menus = await apiCall(routes.lotteryMenu, {
        query: lotteryMenuParams,
        signal,
        onServerTime: (time) => {
          receivedAt = time;
        },
      });
      return { menus, receivedAt };
    },
    // The tiles carry isSale and the draw times: never serve an old answer as fresh.
    staleTime: 0,
  });

export const useLotteryMenu = (language: string) => useQuery(lotteryMenuQueryOptions(language));
