import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { Query } from '@tanstack/react-query';
import { ErrorCode } from '@lotto/contract';
import { ApiError } from './api-client';
import { systemKeys } from './system-query-keys';

const MAX_RETRIES = 2;

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The caller shows the refusal itself, at its fields or in its own toast. */
      showsRefusal?: boolean;
    };
  }
}

/**
 * A page's calls start before it renders (router.tsx); when it mounts a moment later its answers
 * are stale by the clock (many have staleTime 0) but not by any reasonable measure. Within this
 * window a mount does not ask again; after it, staleness decides as usual.
 */
export const JUST_FETCHED_MS = 2_000;
const refetchOnMount = (query: Query): boolean =>
  Date.now() - query.state.dataUpdatedAt > JUST_FETCHED_MS;

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
    // No refusal goes unseen: one a caller does not show itself reads as the error tip.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.showsRefusal) return;
        void import('./refusal-toast').then(({ showRefusal }) => showRefusal(error));
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, refetchOnMount },
      mutations: { retry: false },
    },
  });
  return client;
};
