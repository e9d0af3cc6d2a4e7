import { queryOptions, useQuery } from '@tanstack/react-query';
import { PrizeMode, drawNumbersParams } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { drawPollDelay } from '../utils/poll-delay';
import { lotteryKeys } from './lottery-keys';
import { routes } from '@lotto/contract';

/**
 * §2.9 draw polling. The next read waits for drawPollDelay of the last answer; TanStack Query
 * drops the timer with the last observer, so nothing keeps polling once the page is left.
 */
export const drawNumbersQueryOptions = (prizeMode: PrizeMode = PrizeMode.SEA) =>
  queryOptions({
    queryKey: lotteryKeys.draws(prizeMode),
    queryFn: ({ signal }) =>
      apiCall(routes.lotteryDrawNumber, { query: drawNumbersParams(prizeMode), signal }),
    staleTime: 0,
    refetchInterval: (query) => drawPollDelay(query.state.data ?? []),
    refetchIntervalInBackground: false,
  });

export const useDrawNumbers = (prizeMode?: PrizeMode) =>
  useQuery(drawNumbersQueryOptions(prizeMode));
