import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { Query, QueryCacheNotifyEvent } from '@tanstack/react-query';
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
/**
 * On a slow phone or network "a moment later" is seconds: the page's code arrives and runs after
 * its answers. An answer no page has shown yet is used by the first mount while it is this young;
 * asking again would only repeat the call the page was waiting on.
 */
export const UNSEEN_ANSWER_MAX_AGE_MS = 30_000;

/** Stands for the observers that were mounted when the data arrived. */
const SEEN_BY_MOUNTED = Symbol('seen by the mounted observers');
/** Who first looked at each query's current data: one observer, or the ones mounted then. */
const firstLooks = new WeakMap<Query, { dataUpdatedAt: number; by: unknown }>();

const noteLooks = (event: QueryCacheNotifyEvent): void => {
  const query = event.query as Query;
  const { dataUpdatedAt } = query.state;
  if (event.type === 'observerAdded') {
    if (firstLooks.get(query)?.dataUpdatedAt !== dataUpdatedAt)
      firstLooks.set(query, { dataUpdatedAt, by: event.observer });
  } else if (
    event.type === 'updated' &&
    event.action.type === 'success' &&
    query.getObserversCount() > 0
  ) {
    firstLooks.set(query, { dataUpdatedAt, by: SEEN_BY_MOUNTED });
  }
};

export const refetchOnMount = (query: Query, now: number = Date.now()): boolean => {
  const age = now - query.state.dataUpdatedAt;
  if (age <= JUST_FETCHED_MS) return false;
  // Asked by the mount about to show the data first (its render, then its subscription).
  const look = firstLooks.get(query);
  const unseen =
    look?.dataUpdatedAt !== query.state.dataUpdatedAt ||
    (query.observers.length === 1 && query.observers[0] === look.by);
  return !(unseen && age <= UNSEEN_ANSWER_MAX_AGE_MS);
};

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
  client.getQueryCache().subscribe(noteLooks);
  return client;
};
