import { Page } from '@/components/ui/page';
import { LaunchRedirect } from '@/features/games/components/launch-redirect';

export const Component = () => (
  <Page name="launch-game" className="page--standalone">
    <LaunchRedirect />
  </Page>
);
