import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameItem } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { gameKeys } from './game-keys';
import { favouriteIdsOptions } from './get-favourite-ids';
import { routes } from '@lotto/contract';

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
      client.setQueryData(favouriteIdsOptions().queryKey, (ids) => {
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
