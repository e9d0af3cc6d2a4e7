import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';

/** A page's load failure; a trial account is told why (§6) instead of being offered a retry. */
export const LoadError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation();
  const trial = error instanceof ApiError && error.code === 'TRIAL_NOT_ALLOWED';
  return (
    <div className="card engagement-empty" role="alert">
      <p>{trial ? t('engagement.trial') : t('engagement.load_failed')}</p>
      {trial ? null : (
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {t('engagement.retry')}
        </button>
      )}
    </div>
  );
};
