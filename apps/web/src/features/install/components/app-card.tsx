import { useSettings } from '@/lib/settings';
import { AppRating } from './app-rating';

/** The app's icon (the manifest's), the merchant's name and the rating. */
export const AppCard = ({ line }: { line?: string }) => {
  const settings = useSettings();
  return (
    <div className="app-card">
      <img
        className="app-card__icon"
        src="/m/icons/icon-192.png"
        alt=""
        width={48}
        height={48}
        decoding="async"
      />
      <div className="app-card__text">
        <span className="app-card__name">{settings?.merchant.name ?? ''}</span>
        {line ? <span className="app-card__line">{line}</span> : null}
        <AppRating />
      </div>
    </div>
  );
};
