import type { QueryClient } from '@tanstack/react-query';
import { Page } from '@/components/ui/page';
import { announcementsOptions } from '@/features/home/api/get-announcements';
import { NOTICE_TYPES, NoticeList } from '@/features/home/components/notice-list';
import { activeLanguage } from '@/lib/i18n';
import { readSession } from '@/lib/session-storage';

/** The notices start with the page's chunk. */
export const prefetch = (client: QueryClient) =>
  client.prefetchQuery(
    announcementsOptions(NOTICE_TYPES, null, readSession()?.token ?? null, activeLanguage()),
  );

export const Component = () => (
  <Page name="notice">
    <NoticeList />
  </Page>
);
