import { useCallback } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation, useNavigate } from '@/lib/router';
import { ErrorCode, INFO_TOAST_MS, LOADING_TOAST_LONG_MS } from '@lotto/contract';
import type { LaunchGameInput, LotteryLaunchInput } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { activeLanguage } from '@/lib/i18n';
import { errorMessage } from '@/lib/error-texts';
import { readSession } from '@/lib/session-storage';
import { loginReturningTo } from '@/lib/login-return';
import { dismissToast, showToast } from '@/components/ui/toast-store';
import { routes } from '@lotto/contract';
import { launchLottery } from '@/api/launch-lottery';
import { launchRefusalText } from '@/api/launch-refusal';
import { specialLotteryLaunch } from '../utils/special-launch';

export type LaunchRequest =
  | { kind: 'game'; input: LaunchGameInput }
  | { kind: 'lottery'; input: LotteryLaunchInput }
  /**
   * §2.1 /m/launchGame of a special vendor's lottery game: the generic launch, with the gameId,
   * checks the member and puts the game on their recent lotteries (§2.9) as a lottery tile's
   * launch does; then `path` (the §2.10 page with the query's own playType and pageBack) opens.
   */
  | { kind: 'lottery-game'; input: LaunchGameInput; path: string };

/** §9 a special launch vendor goes through the lottery launch, whoever asks for it. */
const launchGameOrLottery = (input: LaunchGameInput) => {
  const lottery = specialLotteryLaunch(
    input.vendor,
    `${window.location.pathname}${window.location.search}`,
  );
  return lottery ? launchLottery(lottery) : apiCall(routes.launchGame, { query: input });
};

/** Leaves the app for the game in the same tab (§7 navigates to value.gameUrl). */
export const openGameUrl = (url: string): void => window.location.assign(url);

/**
 * §2.7 launch: a visitor goes to /m/login (§6) and comes back to the page they launched from once
 * logged in; a member sees 'please wait' while the launch call
 * runs and then leaves for the game. §8: a failed launch hides the loading indicator; a refusal
 * the player can act on (a trial account, a closed session, maintenance) also says why.
 */
export const useLaunchGame = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    async (request: LaunchRequest): Promise<boolean> => {
      if (!readSession()) {
        void navigate(loginReturningTo(`${pathname}${search}`));
        return false;
      }
      const toast = showToast('loading', t('common.please_wait'), LOADING_TOAST_LONG_MS);
      try {
        if (request.kind === 'lottery-game') {
          await apiCall(routes.launchGame, { query: request.input });
          dismissToast(toast);
          void navigate(request.path, { replace: true });
          return true;
        }
        const value =
          request.kind === 'lottery'
            ? await launchLottery(request.input)
            : await launchGameOrLottery(request.input);
        if (!value.gameUrl.trim()) {
          // §8 catalogue: an answer with no address to go to says so, not a blank page.
          dismissToast(toast);
          showToast(
            'error',
            errorMessage(ErrorCode.EMPTY_REQUEST_URL, activeLanguage()),
            INFO_TOAST_MS,
          );
          return false;
        }
        openGameUrl(value.gameUrl);
        return true;
      } catch (error) {
        dismissToast(toast);
        const refusal = await launchRefusalText(error, activeLanguage());
        if (refusal) showToast('error', refusal, INFO_TOAST_MS);
        return false;
      }
    },
    [navigate, pathname, search, t],
  );
};
