import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Banner } from '@lotto/contract';
import { paths, registerPaths } from '@/config/paths';
import { readSession } from '@/lib/session-storage';
import { bannerIsStatic } from '../utils/carousel-rules';
import { BannerImage } from './banner-image';
import '../home.css';

// The carousel library loads only when there are two banners or more: not in the first view.
const BannerSlides = lazy(() => import('./banner-slides'));

interface BannerCarouselProps {
  banners: readonly Banner[] | undefined;
}

/** §2.3 banners: a placeholder until announcements load; static below two; a visitor's tap registers. */
export const BannerCarousel = ({ banners }: BannerCarouselProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (banners === undefined)
    return (
      <div
        className="banner banner--loading"
        data-testid="banner-loading"
        role="img"
        aria-label={t('app.loading')}
      />
    );
  if (banners.length === 0) return null;

  const onTap = () => {
    if (!readSession() && !registerPaths.some((p) => window.location.pathname === p))
      void navigate(paths.register);
  };
  if (bannerIsStatic(banners.length)) {
    const [banner] = banners;
    return banner ? (
      <div className="banner" data-testid="banner-static">
        <BannerImage banner={banner} onTap={onTap} eager />
      </div>
    ) : null;
  }
  // Until the carousel's code arrives the first banner shows where the carousel will show it, so
  // the page neither waits for the library to paint its largest image nor moves when it arrives.
  const first = banners[0] as Banner;
  return (
    <Suspense
      fallback={
        <div className="banner" data-testid="banner-first">
          <BannerImage banner={first} onTap={onTap} eager />
        </div>
      }
    >
      <BannerSlides banners={banners} onTap={onTap} />
    </Suspense>
  );
};
