import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from '@/lib/use-translation';

/**
 * Previous and next under an agent's paged list, with "page n of m" between them. `page` is the
 * page asked for; `shown` the one the answer says it is (the same page but while one loads).
 */
export const AgentsPager = ({
  page,
  pages,
  onPage,
  shown = page,
  muted = false,
  nextTestId,
}: {
  page: number;
  pages: number;
  onPage: Dispatch<SetStateAction<number>>;
  shown?: number;
  muted?: boolean;
  nextTestId?: string;
}) => {
  const { t } = useTranslation();
  return (
    <nav className="agents-pager" aria-label={t('agents.pages')}>
      <button
        type="button"
        className="button button--ghost"
        disabled={page <= 1}
        onClick={() => onPage((p) => p - 1)}
      >
        {t('agents.previous')}
      </button>
      <span className={muted ? 'agents-muted' : undefined}>
        {t('agents.page_of', { page: shown, pages })}
      </span>
      <button
        type="button"
        className="button button--ghost"
        disabled={page >= pages}
        onClick={() => onPage((p) => p + 1)}
        data-testid={nextTestId}
      >
        {t('agents.next')}
      </button>
    </nav>
  );
};
