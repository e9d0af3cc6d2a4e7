import type { QueryClient } from '@tanstack/react-query';
import { Page } from '@/components/ui/page';
import '@/features/agreement/messages';
import { userAgreementOptions } from '@/features/agreement/api/get-user-agreement';
import { UserAgreement } from '@/features/agreement/components/user-agreement';
import { activeLanguage } from '@/lib/i18n';
import { loadSanitizer } from '@/lib/sanitizer';

/**
 * The text and its sanitizer come together: the page's first render is the text, as the server
 * sent it (a served page hydrates its text, not the skeleton shown while DOMPurify loads).
 */
export const prefetch = (client: QueryClient) =>
  Promise.all([client.prefetchQuery(userAgreementOptions(activeLanguage())), loadSanitizer()]);

/** §2.1 /m/useragreement. */
export const Component = () => (
  <Page name="user-agreement">
    <UserAgreement />
  </Page>
);
