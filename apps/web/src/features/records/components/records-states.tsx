import { ListEmpty } from '@/components/ui/list-empty';
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
