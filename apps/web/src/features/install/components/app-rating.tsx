import Star from 'lucide-react/icons/star';
import { APP_RATING } from '@lotto/contract';
import { useTranslation } from '@/lib/use-translation';

const STARS = 5;

/** §2.3, §9 the app rating shown beside the download: 5.0. */
export const AppRating = () => {
  const { t } = useTranslation();
  return (
    <span
      className="app-rating"
      role="img"
      aria-label={t('install.rating', { rating: APP_RATING })}
      data-testid="app-rating"
    >
      <span className="app-rating__value" aria-hidden="true">
        {APP_RATING}
      </span>
      {Array.from({ length: STARS }, (_, i) => (
        <Star key={i} size={14} aria-hidden="true" className="app-rating__star" />
      ))}
    </span>
  );
};
