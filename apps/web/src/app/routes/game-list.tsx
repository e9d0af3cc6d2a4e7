import { useLocation } from 'react-router';
import { Page } from '@/components/ui/page';
import { GameListScreen } from '@/features/games/components/game-list-screen';

export const Component = () => {
  const { pathname, search } = useLocation();
  return (
    <Page name="game-list">
      <GameListScreen key={`${pathname}${search}`} />
    </Page>
  );
};
