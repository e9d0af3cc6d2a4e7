import { useSyncExternalStore } from 'react';
import { isDomainUnreachable, subscribeDomainState } from '@/lib/domain-failover';
import { DomainNotice } from './domain-notice';

/**
 * Above every page, when none of the merchant's domains answers (lib/domain-failover.ts). In the
 * shell, not a chunk of its own: a chunk would come from the page's domain, which is down then.
 */
export const DomainLayer = () => {
  const unreachable = useSyncExternalStore(subscribeDomainState, isDomainUnreachable, () => false);
  return unreachable ? <DomainNotice /> : null;
};
