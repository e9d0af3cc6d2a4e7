import '@/features/records/messages';
import '@/features/records/records.css';
import { Page } from '@/components/ui/page';
import { TransactionRecordScreen } from '@/features/records/components/transaction-record-screen';

export const Component = () => (
  <Page name="transaction-record">
    <TransactionRecordScreen />
  </Page>
);
