import { Page } from '@/components/ui/page';
import { AppDownloadPage } from '@/features/install/components/app-download-page';
import { needsSafari } from '@/features/install/utils/download-rules';
import { currentPlatform } from '@/lib/platform';

/** §2.1 /m/appDownload?language={lang}: the iOS profile download page. */
export const Component = () => (
  <Page name="app-download">
    <AppDownloadPage />
  </Page>
);

/** On iOS outside Safari the profile's button asks for Safari first: not the server's link. */
export const asServed = () => !needsSafari(currentPlatform());
