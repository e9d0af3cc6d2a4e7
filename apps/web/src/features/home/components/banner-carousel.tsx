import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from '@/lib/router';
import type { Banner } from '@lotto/contract';
import { paths, registerPaths } from '@/config/paths';
import { readSession } from '@/lib/session-storage';
import { whenIdle } from '@/lib/when-idle';
import { BANNER_CAROUSEL_LOAD_DELAY_MS, bannerIsStatic } from '../utils/carousel-rules';
import { BannerDots } from './banner-dots';
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
 * The first banner at once, the carousel (its library and the other slides) at the first touch or
 * BANNER_CAROUSEL_LOAD_DELAY_MS later, whichever comes first: until its first advance a carousel
 * looks like its first slide, so the page paints without the library and stays light while it
 * settles. The dots are there from the start; a tap on one opens the carousel on that slide.
 */
const BannerSlidesWhenIdle = ({
  banners,
  onTap,
}: {
  banners: readonly Banner[];
  onTap: () => void;
}) => {
  const { t } = useTranslation();
  const [start, setStart] = useState<number | null>(null);
  useEffect(() => {
    let cancelIdle = () => undefined as void;
    const timer = window.setTimeout(() => {
      cancelIdle = whenIdle(() => setStart((s) => s ?? 0));
    }, BANNER_CAROUSEL_LOAD_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      cancelIdle();
    };
  }, []);
  const first = (
    <div
      className="banner"
      data-testid="banner-first"
      role="region"
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      onPointerDown={() => setStart((s) => s ?? 0)}
    >
      <BannerImage banner={banners[0] as Banner} onTap={onTap} eager />
      <BannerDots banners={banners} current={0} onGo={setStart} />
    </div>
  );
  if (start === null) return first;
  return (
    <Suspense fallback={first}>
      <BannerSlides banners={banners} onTap={onTap} startIndex={start} />
    </Suspense>
  );
};
