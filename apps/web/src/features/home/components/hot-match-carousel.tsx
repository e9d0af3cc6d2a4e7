import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { HOT_MATCH_AUTOPLAY_MS, HOT_MATCH_SPEED_MS, HOT_MATCH_TIME_FORMAT } from '@lotto/contract';
import type { HotMatch, ZoneOffset } from '@lotto/contract';
import { hotMatchLoops, nextSlide } from '../utils/carousel-rules';
import { formatMerchantTime } from '@/lib/merchant-time';
import { TeamImage } from './team-image';

interface HotMatchCarouselProps {
  matches: readonly HotMatch[];
  /** The merchant zone's offsets (settings): times show in that zone. */
  offsets: readonly ZoneOffset[];
  onOpen: () => void;
}

const ITEM_HEIGHT = 64;

/** §2.3 hot matches: a vertical carousel, every 3000 ms at 500 ms speed, looping above one item. */
export const HotMatchCarousel = ({ matches, offsets, onOpen }: HotMatchCarouselProps) => {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const loops = hotMatchLoops(matches.length);
  useEffect(() => {
    if (!loops) return;
    if (
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches
    )
      return;
    const timer = setInterval(
      () => setIndex((i) => nextSlide(i, matches.length)),
      HOT_MATCH_AUTOPLAY_MS,
    );
    return () => clearInterval(timer);
  }, [loops, matches.length]);
  if (matches.length === 0) return null;
  return (
    <button type="button" className="hot-match" onClick={onOpen} data-testid="hot-match-carousel">
      <span className="hot-match__label">{t('home.hot_match')}</span>
      <span className="hot-match__window" style={{ height: ITEM_HEIGHT }}>
        <span
          className="hot-match__track"
          style={{
            transform: `translateY(-${index * ITEM_HEIGHT}px)`,
            transitionDuration: `${HOT_MATCH_SPEED_MS}ms`,
          }}
        >
          {matches.map((m) => (
            <span
              key={`${m.nodeId}-${m.matchTime}`}
              className="hot-match__item"
              style={{ height: ITEM_HEIGHT }}
            >
              <span className="hot-match__team">
                <TeamImage src={m.homeTeamImageUrl} />
                <span className="hot-match__name">{m.homeTeam}</span>
              </span>
              <span className="hot-match__time" data-testid="hot-match-time">
                {formatMerchantTime(m.matchTime, offsets, HOT_MATCH_TIME_FORMAT)}
              </span>
              <span className="hot-match__team hot-match__team--away">
                <span className="hot-match__name">{m.awayTeam}</span>
                <TeamImage src={m.awayTeamImageUrl} />
              </span>
            </span>
          ))}
        </span>
      </span>
    </button>
  );
};
