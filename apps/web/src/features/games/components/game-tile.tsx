import { useEffect, useRef, useState } from 'react';
import Star from 'lucide-react/icons/star';
import type { Translate } from '@/lib/use-translation';
import type { GameItem, LaunchView } from '@lotto/contract';
import { tileImageSrc, tileTap } from '../utils/tile-rules';
import { GameImage } from './game-image';

export interface TileActions {
  launch: (game: GameItem, view?: LaunchView) => void;
  freeTrial: (game: GameItem) => void;
  toggleFavourite: (game: GameItem, starred: boolean) => void;
}

interface GameTileProps {
  game: GameItem;
  starred: boolean;
  actions: TileActions;
  eager?: boolean;
  /** The grid's translations: one subscription to the language for the grid, not one per tile. */
  t: Translate;
}

type Overlay = 'none' | 'view' | 'mask';

/** §2.7 one game: art, name, hot and new badges, the favourite star and the tap rules. */
export const GameTile = ({ game, starred, actions, eager, t }: GameTileProps) => {
  const [overlay, setOverlay] = useState<Overlay>('none');
  const ref = useRef<HTMLLIElement>(null);

  // §4 the mask (and the sports view choice) hides on the next click anywhere else.
  useEffect(() => {
    if (overlay === 'none') return;
    const onDocumentClick = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOverlay('none');
    };
    document.addEventListener('click', onDocumentClick);
    return () => document.removeEventListener('click', onDocumentClick);
  }, [overlay]);

  const onTap = () => {
    const tap = tileTap(game);
    if (tap === 'launch') actions.launch(game);
    else setOverlay((o) => (o === 'none' ? (tap === 'mask' ? 'mask' : 'view') : 'none'));
  };

  const name = game.gameName || game.nodeName;
  return (
    <li ref={ref} className="game-tile" data-testid="game-tile" data-node-id={game.nodeId}>
      <button type="button" className="game-tile__open" onClick={onTap} aria-label={name}>
        <GameImage src={tileImageSrc(game)} alt="" eager={eager} className="game-tile__art" />
        <span className="game-tile__name">{name}</span>
      </button>
      <span className="game-tile__badges">
        {game.isTop ? <span className="badge badge--hot">{t('games.badge_hot')}</span> : null}
        {game.isNew ? <span className="badge badge--new">{t('games.badge_new')}</span> : null}
      </span>
      <button
        type="button"
        className={`game-tile__star ${starred ? 'game-tile__star--on' : ''}`}
        aria-pressed={starred}
        aria-label={starred ? t('games.unfavourite', { name }) : t('games.favourite', { name })}
        data-testid="game-tile-star"
        onClick={() => actions.toggleFavourite(game, starred)}
      >
        <Star size={18} aria-hidden="true" fill={starred ? 'currentColor' : 'none'} />
      </button>
      {overlay !== 'none' ? (
        <div className="game-tile__mask" data-testid="game-tile-mask">
          {overlay === 'view' ? (
            <>
              <button
                type="button"
                className="button button--primary button--small"
                onClick={() => actions.launch(game, 'Mobile')}
              >
                {t('games.view_mobile')}
              </button>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => actions.launch(game, 'Desktop')}
              >
                {t('games.view_desktop')}
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                className="button button--primary button--small"
                onClick={() => actions.launch(game)}
              >
                {t('games.play_now')}
              </button>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => actions.freeTrial(game)}
              >
                {t('games.free_trial')}
              </button>
            </>
          )}
        </div>
      ) : null}
    </li>
  );
};
