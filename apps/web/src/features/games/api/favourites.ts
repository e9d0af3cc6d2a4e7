import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FAVOURITE_IDS_PAGE_NO, FAVOURITE_IDS_PAGE_SIZE } from '@lotto/contract';
import type { GameItem } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useIsLoggedIn } from '@/lib/use-session';
import { gameKeys } from './game-keys';
import { routes } from '@lotto/contract';

const emptyIds: ReadonlySet<number> = new Set();

/** §7, §9 favourite ids (page 1, size 1000) mark the stars on every list. */
export const useFavouriteIds = (): ReadonlySet<number> => {
  const loggedIn = useIsLoggedIn();
  const query = useQuery({
    queryKey: gameKeys.favouriteIds(),
    queryFn: async ({ signal }) => {
      const value = await apiCall(routes.favouriteIds, {
        query: { pageNo: FAVOURITE_IDS_PAGE_NO, pageSize: FAVOURITE_IDS_PAGE_SIZE },
        signal,
      });
      return new Set(value.content) as ReadonlySet<number>;
    },
    enabled: loggedIn,
  });
  return (loggedIn ? query.data : undefined) ?? emptyIds;
};

interface ToggleInput {
  game: Pick<GameItem, 'nodeId' | 'vassalage'>;
  starred: boolean;
}

/** §4 favourite toggle: flips one game; the stored ids follow, and every list refetches later. */
export const useToggleFavourite = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ game, starred }: ToggleInput) => {
      if (starred)
        await apiCall(routes.removeFavourite, {
          query: { nodeId: game.nodeId, vendor: game.vassalage },
        });
      else
        await apiCall(routes.addFavourite, {
          body: { nodeId: game.nodeId, vendor: game.vassalage },
        });
    },
    onSuccess: (_data, { game, starred }) => {
      client.setQueryData<ReadonlySet<number>>(gameKeys.favouriteIds(), (ids) => {
        const next = new Set(ids ?? []);
        if (starred) next.delete(game.nodeId);
        else next.add(game.nodeId);
        return next;
      });
      // The favourites tab filters by the ids above at once, so the list may refetch lazily.
      void client.invalidateQueries({ queryKey: gameKeys.favouriteLists(), refetchType: 'none' });
    },
  });
};
