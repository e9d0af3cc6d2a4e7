import type { ReactNode } from 'react';
import { ListEmpty } from '@/components/ui/list-empty';
import { PagedList, pagingOf, type PagedQuery } from '@/components/ui/paged-list';
import { useTranslation } from '@/lib/use-translation';

/** §8 the records' empty and failed states. */
export const RecordsEmpty = () => {
  const { t } = useTranslation();
  return <ListEmpty text={t('records.empty')} />;
};

export const RecordsFailed = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <ListEmpty text={t('records.load_failed')}>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('status.retry')}
      </button>
    </ListEmpty>
  );
};

export const RecordsLoading = () => (
  <div className="records-loading" aria-busy="true" data-testid="records-loading">
    <div className="records-skeleton" />
    <div className="records-skeleton" />
    <div className="records-skeleton" />
  </div>
);

/** A paged record list in its states: loading, failed with nothing shown, empty, else its pages. */
export const RecordPages = ({
  query,
  count,
  children,
}: {
  query: PagedQuery & { isPending: boolean; isError: boolean };
  count: number;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  if (query.isPending) return <RecordsLoading />;
  if (query.isError && count === 0) return <RecordsFailed onRetry={() => void query.refetch()} />;
  if (count === 0) return <RecordsEmpty />;
  return (
    <PagedList {...pagingOf(query)} endText={t('records.viewed_all')}>
      {children}
    </PagedList>
  );
};
