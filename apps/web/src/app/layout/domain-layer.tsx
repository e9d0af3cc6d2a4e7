import { Suspense, lazy, useSyncExternalStore } from 'react';
import { isDomainUnreachable, subscribeDomainState } from '@/lib/domain-failover';

// The notice loads only when no domain answers.
const DomainNotice = lazy(() =>
  import('./domain-notice').then((m) => ({ default: m.DomainNotice })),
);

/** Above every page, when none of the merchant's domains answers (lib/domain-failover.ts). */
export const DomainLayer = () => {
  const unreachable = useSyncExternalStore(subscribeDomainState, isDomainUnreachable, () => false);
  if (!unreachable) return null;
  return (
    <Suspense fallback={null}>
      <DomainNotice />
    </Suspense>
  );
};
