import type { QueryClient } from '@tanstack/react-query';
import { Page } from '@/components/ui/page';
import '@/features/promotions/messages';
import { categoriesOptions } from '@/features/promotions/api/get-categories';
import { promotionsOptions } from '@/features/promotions/api/get-promotions';
import { ActivityCenter } from '@/features/promotions/components/activity-center';
import { activeLanguage } from '@/lib/i18n';
import { readSession } from '@/lib/session-storage';

/** The list and the filter start with the page's chunk. */
export const prefetch = (client: QueryClient) => {
  const language = activeLanguage();
  return Promise.all([
    client.prefetchQuery(promotionsOptions(readSession()?.token ?? null, language)),
    client.prefetchQuery(categoriesOptions(language)),
  ]);
};

/** §2.11 /m/promotions and /m/activity: the activity center. */
export const Component = () => (
  <Page name="promotions">
    <ActivityCenter />
  </Page>
);
