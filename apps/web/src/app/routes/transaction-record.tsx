import '@/features/records/messages';
import '@/features/records/records.css';
import { Page } from '@/components/ui/page';
import { RecordTabs } from '@/features/agents/team-reports/record-tabs';
import { TransactionRecordScreen } from '@/features/records/components/transaction-record-screen';

export const Component = () => (
  <Page name="transaction-record">
    <RecordTabs mine={<TransactionRecordScreen />} />
  </Page>
);
