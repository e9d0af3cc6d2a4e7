import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import { useTranslation } from '@/lib/use-translation';

/** Stops and restarts the banners' rotation (WCAG 2.2.2), as the ticker's button does its text. */
export const BannerPause = ({ paused, onToggle }: { paused: boolean; onToggle: () => void }) => {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="banner__pause"
      aria-pressed={paused}
      aria-label={t('home.banner_pause')}
      data-testid="banner-pause"
      onClick={onToggle}
    >
      {paused ? <Play size={14} aria-hidden="true" /> : <Pause size={14} aria-hidden="true" />}
    </button>
  );
};
