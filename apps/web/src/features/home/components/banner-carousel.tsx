import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Banner } from '@lotto/contract';
import { paths, registerPaths } from '@/config/paths';
import { readSession } from '@/lib/session-storage';
import { whenIdle } from '@/lib/when-idle';
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
  return <BannerSlidesWhenIdle banners={banners} onTap={onTap} />;
};

/**
 * The first banner at once, the carousel (its library and the other slides) once the page is idle
 * or the player touches the banner: autoplay waits BANNER_AUTOPLAY_MS anyway, and the page's
 * largest image then does not wait for code it does not need to paint.
 */
const BannerSlidesWhenIdle = ({
  banners,
  onTap,
}: {
  banners: readonly Banner[];
  onTap: () => void;
}) => {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => whenIdle(() => setEnhanced(true)), []);
  const first = (
    <div className="banner" data-testid="banner-first" onPointerDown={() => setEnhanced(true)}>
      <BannerImage banner={banners[0] as Banner} onTap={onTap} eager />
    </div>
  );
  if (!enhanced) return first;
  return (
    <Suspense fallback={first}>
      <BannerSlides banners={banners} onTap={onTap} />
    </Suspense>
  );
};
