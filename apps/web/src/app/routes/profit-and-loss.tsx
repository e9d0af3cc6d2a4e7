import '@/features/records/messages';
import '@/features/records/records.css';
import { Page } from '@/components/ui/page';
import { ProfitLossScreen } from '@/features/records/components/profit-loss-screen';

export const Component = () => (
  <Page name="profit-and-loss">
    <ProfitLossScreen />
  </Page>
);
