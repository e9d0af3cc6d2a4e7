import type { QueryClient } from '@tanstack/react-query';
import { useLocation } from '@/lib/router';
import { Page } from '@/components/ui/page';
import { vendorGameTypesOptions } from '@/features/games/api/get-vendor-game-types';
import { GameCenterScreen } from '@/features/games/components/game-center-screen';
import { activeLanguage } from '@/lib/i18n';

/** The tabs and their vendors start with the page's chunk (carried in a served index). */
export const prefetch = (client: QueryClient) =>
  client.prefetchQuery(vendorGameTypesOptions(activeLanguage()));

// Keyed by the URL so that a section title's ?gameCategory= link selects its tab (§2.6).
export const Component = () => {
  const { pathname, search } = useLocation();
  return (
    <Page name="game-center">
      <GameCenterScreen key={`${pathname}${search}`} />
    </Page>
  );
};
