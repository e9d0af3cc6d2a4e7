import { Suspense, lazy, useSyncExternalStore } from 'react';
import { getUpdate, subscribeUpdate } from '@/lib/app-update';

// The notice loads only when a new build is waiting.
const UpdateNotice = lazy(() =>
  import('./update-notice').then((m) => ({ default: m.UpdateNotice })),
);

/** The "new version" notice, above every page, when a new build waits (lib/app-update.ts). */
export const UpdateLayer = () => {
  const apply = useSyncExternalStore(subscribeUpdate, getUpdate, () => null);
  if (!apply) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNotice apply={apply} />
    </Suspense>
  );
};
