import '@/features/records/messages';
import '@/features/records/records.css';
import { Page } from '@/components/ui/page';
import { BetRecordScreen } from '@/features/records/components/bet-record-screen';

export const Component = () => (
  <Page name="game-record">
    <BetRecordScreen />
  </Page>
);
