import type { QueryClient } from '@tanstack/react-query';
import { Page } from '@/components/ui/page';
import '@/features/agreement/messages';
import { userAgreementOptions } from '@/features/agreement/api/get-user-agreement';
import { UserAgreement } from '@/features/agreement/components/user-agreement';
import { activeLanguage } from '@/lib/i18n';

export const prefetch = (client: QueryClient) =>
  client.prefetchQuery(userAgreementOptions(activeLanguage()));

/** §2.1 /m/useragreement. */
export const Component = () => (
  <Page name="user-agreement">
    <UserAgreement />
  </Page>
);
