import { Page } from '@/components/ui/page';
import { AppDownloadPage } from '@/features/install/components/app-download-page';

/** §2.1 /m/appDownload?language={lang}: the iOS profile download page. */
export const Component = () => (
  <Page name="app-download">
    <AppDownloadPage />
  </Page>
);
