import { useState } from 'react';
import Star from 'lucide-react/icons/star';
import type { Translate } from '@/lib/use-translation';
import { lotteryArtOf } from '@lotto/contract';
import type { LotteryTile } from '@lotto/contract';
import defaultArt from '../assets/lottery-default.svg';
import { COUNTDOWN_NONE } from '../utils/countdown';

interface LotteryTileViewProps {
  tile: LotteryTile;
  countdown: string;
  starred: boolean;
  onOpen: (tile: LotteryTile) => void;
  onStar: (tile: LotteryTile) => void;
  eager?: boolean;
  /** The grid's translations: one subscription to the language for the grid, not one per tile. */
  t: Translate;
}

/**
 * §2.9 one lottery: icon, name, favourite star and the sale countdown. The open button is named
 * by what it shows (WCAG 2.5.3): the name, then whether and how long it is on sale.
 */
export const LotteryTileView = ({
  tile,
  countdown,
  starred,
  onOpen,
  onStar,
  eager,
  t,
}: LotteryTileViewProps) => {
  const [failed, setFailed] = useState(false);
  const src = failed ? defaultArt : (lotteryArtOf(tile) ?? defaultArt);
  const closed = countdown === COUNTDOWN_NONE;
  return (
    <li className="lottery-tile" data-testid="lottery-tile" data-game-code={tile.gameCode}>
      <button type="button" className="lottery-tile__open" onClick={() => onOpen(tile)}>
        <span className="lottery-tile__art-box">
          <img
            className="lottery-tile__art"
            src={src}
            alt=""
            width={96}
            height={96}
            loading={eager ? 'eager' : 'lazy'}
            onError={() => setFailed(true)}
          />
        </span>
        <span className="lottery-tile__name">{tile.remark}</span>
        <span className="lottery-tile__countdown-label">
          {closed ? t('lottery.not_on_sale') : t('lottery.closes_in')}
        </span>
        <span
          className={`lottery-tile__countdown ${closed ? 'lottery-tile__countdown--closed' : ''}`}
          data-testid="lottery-countdown"
          role="timer"
        >
          {countdown}
        </span>
      </button>
      <button
        type="button"
        className={`lottery-tile__star ${starred ? 'lottery-tile__star--on' : ''}`}
        aria-pressed={starred}
        aria-label={
          starred
            ? t('lottery.unfavourite', { name: tile.remark })
            : t('lottery.favourite', { name: tile.remark })
        }
        data-testid="lottery-star"
        onClick={() => onStar(tile)}
      >
        <Star size={18} aria-hidden="true" fill={starred ? 'currentColor' : 'none'} />
      </button>
    </li>
  );
};

export const LotteryTileSkeleton = () => (
  <li className="lottery-tile lottery-tile--skeleton" aria-hidden="true">
    <span className="lottery-tile__art-box" />
    <span className="lottery-skeleton-line" />
    <span className="lottery-skeleton-line lottery-skeleton-line--short" />
  </li>
);
