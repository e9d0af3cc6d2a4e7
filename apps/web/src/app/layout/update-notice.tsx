import { useEffect } from 'react';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import './update-notice.css';

/**
 * Tells the player a new version is ready, with a button to reload now. Left alone, the app
 * reloads itself the next time the page is hidden (the player switched away) with no call that
 * changes anything in flight: never in the middle of a deposit, a bet or any other submit.
 */
export const UpdateNotice = ({ apply }: { apply: () => void }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const mutating = useIsMutating();
  useEffect(() => {
    // Asked at the moment itself: the hook's count arrives a task later.
    const onHidden = () => {
      if (document.visibilityState === 'hidden' && client.isMutating() === 0) apply();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => document.removeEventListener('visibilitychange', onHidden);
  }, [apply, client]);
  return (
    <div className="update-notice" role="status">
      <span>{t('update.ready')}</span>
      <button
        type="button"
        className="update-notice__button"
        onClick={apply}
        disabled={mutating > 0}
      >
        {t('update.reload')}
      </button>
    </div>
  );
};
