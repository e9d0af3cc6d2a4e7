import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { BANNER_AUTOPLAY_MS } from '@lotto/contract';
import type { Banner } from '@lotto/contract';
import { BannerDots } from './banner-dots';
import { BannerImage } from './banner-image';

const reducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** §2.3 two or more banners: a looping carousel that advances every 15000 ms. */
const BannerSlides = ({
  banners,
  onTap,
  startIndex = 0,
}: {
  banners: readonly Banner[];
  onTap: () => void;
  startIndex?: number;
}) => {
  const { t } = useTranslation();
  const [ref, api] = useEmblaCarousel({ loop: true, startIndex }, [
    Autoplay({ delay: BANNER_AUTOPLAY_MS, stopOnInteraction: false, active: !reducedMotion() }),
  ]);
  const [index, setIndex] = useState(startIndex);
  useEffect(() => {
    if (!api) return;
    const onSelect = () => setIndex(api.selectedScrollSnap());
    api.on('select', onSelect);
    return () => {
      api.off('select', onSelect);
    };
  }, [api]);
  return (
    <div
      className="banner"
      data-testid="banner-carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
    >
      <div className="banner__viewport" ref={ref}>
        <div className="banner__track">
          {banners.map((b, i) => (
            <div
              className="banner__cell"
              key={b.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${banners.length}`}
            >
              <BannerImage banner={b} onTap={onTap} eager={i === startIndex} />
            </div>
          ))}
        </div>
      </div>
      <BannerDots banners={banners} current={index} onGo={(i) => api?.scrollTo(i)} />
    </div>
  );
};

export default BannerSlides;
