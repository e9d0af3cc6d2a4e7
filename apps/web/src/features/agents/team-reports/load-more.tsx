import { useTranslation } from '@/lib/use-translation';

interface LoadMoreProps {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  /** Rows shown so far: with none, the empty state says it instead of "all viewed". */
  shown: number;
}

/** The foot of a paged team list: "more" while pages remain, then "all viewed". */
export const LoadMore = ({ query, shown }: LoadMoreProps) => {
  const { t } = useTranslation();
  if (query.hasNextPage)
    return (
      <button
        type="button"
        className="button button--ghost"
        disabled={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {t('teamrep.more')}
      </button>
    );
  return shown > 0 ? <p className="agents-muted">{t('teamrep.viewed_all')}</p> : null;
};
