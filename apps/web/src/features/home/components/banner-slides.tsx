import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { BANNER_AUTOPLAY_MS } from '@lotto/contract';
import type { Banner } from '@lotto/contract';
import { BannerDots } from './banner-dots';
import { BannerImage } from './banner-image';
import { BannerPause } from './banner-pause';

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
  const [rotates] = useState(() => !reducedMotion());
  const [ref, api] = useEmblaCarousel({ loop: true, startIndex }, [
    Autoplay({ delay: BANNER_AUTOPLAY_MS, stopOnInteraction: false, active: rotates }),
  ]);
  const [index, setIndex] = useState(startIndex);
  // WCAG 2.2.2: the player can stop the rotation, and it holds still while focus is inside
  // (a keyboard or screen-reader user reading a slide).
  const [paused, setPaused] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay || !rotates) return;
    if (paused || focusInside) autoplay.stop();
    else autoplay.play();
  }, [api, rotates, paused, focusInside]);
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
      onFocus={() => setFocusInside(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocusInside(false);
      }}
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
      {rotates ? <BannerPause paused={paused} onToggle={() => setPaused((was) => !was)} /> : null}
    </div>
  );
};

export default BannerSlides;
