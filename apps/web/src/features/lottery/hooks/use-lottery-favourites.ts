import { useCallback, useEffect, useState } from 'react';
import { readFavourites, toggleFavourite } from '../utils/favourites';

/** The signed-in user's favourite lottery gameIds (§3 LOTTFAV); empty for a visitor. */
export const useLotteryFavourites = (userName: string | null) => {
  const [ids, setIds] = useState<string[]>(() =>
    userName === null ? [] : readFavourites(userName),
  );
  useEffect(() => {
    setIds(userName === null ? [] : readFavourites(userName));
  }, [userName]);
  const toggle = useCallback(
    (gameId: string) => {
      if (userName === null) return;
      setIds(toggleFavourite(userName, gameId));
    },
    [userName],
  );
  return { ids, toggle };
};
