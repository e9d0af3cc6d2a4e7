import { useLocation } from '@/lib/router';
import { Page } from '@/components/ui/page';
import { GameCenterScreen } from '@/features/games/components/game-center-screen';

// Keyed by the URL so that a section title's ?gameCategory= link selects its tab (§2.6).
export const Component = () => {
  const { pathname, search } = useLocation();
  return (
    <Page name="game-center">
      <GameCenterScreen key={`${pathname}${search}`} />
    </Page>
  );
};
