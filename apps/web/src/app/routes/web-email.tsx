import { Page } from '@/components/ui/page';
import '@/features/messages/messages';
import { InboxList } from '@/features/messages/components/inbox-list';

/** §2.12 messages (/m/webEmail): the member's inbox. */
export const Component = () => (
  <Page name="web-email">
    <InboxList />
  </Page>
);
