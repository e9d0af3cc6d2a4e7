import { useTranslation } from '@/lib/use-translation';
import loadingUrl from '@/assets/loading.svg';

/** §2.1: shown while a page loads and when a page failed to load. */
export const LoadingImage = ({ label }: { label?: string }) => {
  const { t } = useTranslation();
  return (
    <div className="loading-image">
      <img src={loadingUrl} width={64} height={64} alt={label ?? t('app.loading')} />
    </div>
  );
};
