import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { routes } from '@lotto/contract';
import type { BetRecordsInput, GameCategory, TransactionRecordsInput } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { rangeQuery, type RangeState } from '../utils/range';

/** Rows per page of the records lists. */
export const RECORDS_PAGE_SIZE = 20;

export const recordKeys = {
  all: ['records'] as const,
  bets: (range: RangeState, gameType: string, vendor: string) =>
    [...recordKeys.all, 'bets', range, gameType, vendor] as const,
  transactions: (range: RangeState) => [...recordKeys.all, 'transactions', range] as const,
  profitLoss: (range: RangeState) => [...recordKeys.all, 'profitloss', range] as const,
};

export const betRecordsOptions = (range: RangeState, gameType: string, vendor: string) =>
  infiniteQueryOptions({
    queryKey: recordKeys.bets(range, gameType, vendor),
    queryFn: ({ pageParam, signal }) => {
      const query: BetRecordsInput = {
        ...rangeQuery(range),
        pageNo: pageParam,
        pageSize: RECORDS_PAGE_SIZE,
        ...(gameType ? { gameType: gameType as GameCategory } : {}),
        ...(vendor ? { vendor } : {}),
      };
      return apiCall(routes.betRecords, { query, signal });
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
export const useBetRecords = (range: RangeState, gameType: string, vendor: string) =>
  useInfiniteQuery(betRecordsOptions(range, gameType, vendor));

export const transactionRecordsOptions = (range: RangeState) =>
  infiniteQueryOptions({
    queryKey: recordKeys.transactions(range),
    queryFn: ({ pageParam, signal }) => {
      const query: TransactionRecordsInput = {
        ...rangeQuery(range),
        pageNo: pageParam,
        pageSize: RECORDS_PAGE_SIZE,
      };
      return apiCall(routes.transactionRecords, { query, signal });
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
export const useTransactionRecords = (range: RangeState) =>
  useInfiniteQuery(transactionRecordsOptions(range));

export const profitLossOptions = (range: RangeState) =>
  queryOptions({
    queryKey: recordKeys.profitLoss(range),
    queryFn: ({ signal }) => apiCall(routes.profitLoss, { query: rangeQuery(range), signal }),
  });
export const useProfitLoss = (range: RangeState) => useQuery(profitLossOptions(range));

/** The vendors of each game type, for the betting record's filters. */
export const useVendorsByType = () =>
  useQuery({
    queryKey: [...recordKeys.all, 'vendors'],
    queryFn: ({ signal }) => apiCall(routes.vendorGameTypes, { query: { typeId: 1 }, signal }),
    staleTime: 5 * 60_000,
  });
