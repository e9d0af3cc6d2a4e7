import { ApiError } from '@/lib/api-client';
import { refusalOf } from '@/lib/refusal';
import { useTranslation } from '@/lib/use-translation';

/** A failed agent call: the server's refusal in the player's words (§8), or a retry. */
export const AgentLoadError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation();
  const refused = error instanceof ApiError && error.status < 500 ? refusalOf(error) : null;
  return (
    <div className="card agents-empty" role="alert">
      <p>{refused ? refused.message : t('agents.load_failed')}</p>
      {refused ? null : (
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {t('agents.retry')}
        </button>
      )}
    </div>
  );
};
