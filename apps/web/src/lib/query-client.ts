import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@lotto/contract';
import { ApiError } from './api-client';
import { systemKeys } from './system-query-keys';

const MAX_RETRIES = 2;

// A client error will not change on retry; a network or server error might.
const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
};

export const createQueryClient = (): QueryClient => {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        // Any call may be the first to learn that the site went into maintenance or is blocked.
        if (
          error instanceof ApiError &&
          (error.code === ErrorCode.MAINTENANCE || error.code === ErrorCode.REGION_RESTRICTED)
        ) {
          void client.invalidateQueries({ queryKey: systemKeys.status() });
        }
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
};
