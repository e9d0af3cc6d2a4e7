import type { ReactNode } from 'react';
import { SystemStatus } from '@lotto/contract';
import { useSiteStatus } from '../api/get-site-status';
import { gateChoice } from '../utils/status-cache';
import { MaintenancePage } from './maintenance-page';
import { BlockedPage } from './blocked-page';

/** §2.14: 0 shows the app, 1 the maintenance page, 2 the blocked-access page. */
export const StatusGate = ({ children }: { children: ReactNode }) => {
  const { data, refetch, isFetching } = useSiteStatus();
  const retry = () => void refetch();
  switch (gateChoice(data)) {
    case SystemStatus.MAINTENANCE:
      return (
        <MaintenancePage info={data?.value.info ?? ''} onRetry={retry} retrying={isFetching} />
      );
    case SystemStatus.REGION_RESTRICTED:
      return <BlockedPage onRetry={retry} retrying={isFetching} />;
    default:
      return <>{children}</>;
  }
};
