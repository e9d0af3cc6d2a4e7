import { Page } from '@/components/ui/page';
import { ServiceMenu } from '@/app/layout/service-menu';

const stay = () => undefined;

/** §2.12 /m/service: the customer service entries of the popup, as a page. */
export const Component = () => (
  <Page name="service" className="service-page">
    <ServiceMenu active onDone={stay} />
  </Page>
);
