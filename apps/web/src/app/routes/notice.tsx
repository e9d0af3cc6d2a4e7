import { Page } from '@/components/ui/page';
import { NoticeList } from '@/features/home/components/notice-list';

export const Component = () => (
  <Page name="notice">
    <NoticeList />
  </Page>
);
