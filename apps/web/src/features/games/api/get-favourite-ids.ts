import { queryOptions, useQuery } from '@tanstack/react-query';
import { FAVOURITE_IDS_PAGE_NO, FAVOURITE_IDS_PAGE_SIZE } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useIsLoggedIn } from '@/lib/use-session';
import { gameKeys } from './game-keys';
import { routes } from '@lotto/contract';

const emptyIds: ReadonlySet<number> = new Set();

/** §7, §9 favourite ids (page 1, size 1000) mark the stars on every list. */
export const favouriteIdsOptions = () =>
  queryOptions({
    queryKey: gameKeys.favouriteIds(),
    queryFn: async ({ signal }) => {
      const value = await apiCall(routes.favouriteIds, {
        query: { pageNo: FAVOURITE_IDS_PAGE_NO, pageSize: FAVOURITE_IDS_PAGE_SIZE },
        signal,
      });
      return new Set(value.content);
    },
  });

export const useFavouriteIds = (): ReadonlySet<number> => {
  const loggedIn = useIsLoggedIn();
  const query = useQuery({ ...favouriteIdsOptions(), enabled: loggedIn });
  return (loggedIn ? query.data : undefined) ?? emptyIds;
};
