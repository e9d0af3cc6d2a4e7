import { useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from '@/lib/router';
import { INFO_TOAST_MS, LOADING_TOAST_MS, SUCCESS_TOAST_MS } from '@lotto/contract';
import { paths } from '@/config/paths';
import { readSession } from '@/lib/session-storage';
import { dismissToast, showToast } from '@/components/ui/toast-store';
import { useToggleFavourite } from '../api/toggle-favourite';
import type { TileActions } from '../components/game-tile';
import { launchInputOf } from '../utils/tile-rules';
import { useLaunchGame } from './use-launch-game';

/** What a tile does (§2.7, §4, §6, §8), shared by every list of tiles. */
export const useTileActions = (): TileActions => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const launch = useLaunchGame();
  const { mutate: toggleFavourite } = useToggleFavourite();
  return useMemo<TileActions>(
    () => ({
      launch: (game, view) => void launch({ kind: 'game', input: launchInputOf(game, view) }),
      // §2.7 free trial: a visitor starts on the free-trial page; a session (trial or not) plays.
      freeTrial: (game) => {
        if (readSession()) void launch({ kind: 'game', input: launchInputOf(game) });
        else void navigate(paths.trial);
      },
      toggleFavourite: (game, starred) => {
        // §4, §8 a visitor sees the login-required text for 2 s.
        if (!readSession()) {
          showToast('info', t('games.login_required'), INFO_TOAST_MS);
          return;
        }
        // §8, §9 a loading toast of 3 s while the call runs; a failure only hides it.
        const loading = showToast('loading', t('common.please_wait'), LOADING_TOAST_MS);
        toggleFavourite(
          { game, starred },
          {
            onSuccess: () => showToast('success', t('games.saved'), SUCCESS_TOAST_MS),
            onError: () => dismissToast(loading),
          },
        );
      },
    }),
    [launch, navigate, t, toggleFavourite],
  );
};
