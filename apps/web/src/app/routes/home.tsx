import { HomeWelcome } from '@/features/home/components/home-welcome';
import { Page } from '@/components/ui/page';

export const Component = () => (
  <Page name="home">
    <HomeWelcome />
  </Page>
);
