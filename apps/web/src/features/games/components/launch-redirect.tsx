import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate, useSearchParams } from '@/lib/router';
import { GameCategory, PrizeMode, gameCategories } from '@lotto/contract';
import type { LaunchGameInput } from '@lotto/contract';
import { paths } from '@/config/paths';
import { LoadingImage } from '@/components/ui/loading-image';
import { readSession } from '@/lib/session-storage';
import { loginReturningTo } from '@/lib/login-return';
import { useLaunchGame, type LaunchRequest } from '../hooks/use-launch-game';
import { specialLaunchCategory, specialLotteryGamePath } from '../utils/special-launch';

/**
 * §2.1 /m/launchGame reads playType, gameId, gameGroupId, prize_mode, code and pageBack. The
 * vendor is `code`; the category is taken from `category` when given, else from the prize mode
 * (Elott → ELOTT, other prize modes → LOTT), else RNG.
 */
export const launchInputFromQuery = (q: URLSearchParams): LaunchGameInput | null => {
  const vendor = q.get('code')?.trim();
  if (!vendor) return null;
  const asked = q.get('category')?.toUpperCase() ?? '';
  const prize = q.get('prize_mode');
  const category = (gameCategories as string[]).includes(asked)
    ? (asked as GameCategory)
    : prize === PrizeMode.Elott
      ? GameCategory.ELOTT
      : prize
        ? GameCategory.LOTT
        : GameCategory.RNG;
  const gameId = q.get('gameId')?.trim() || q.get('gameGroupId')?.trim() || undefined;
  return { category, vendor, gameId, platform: 'MOBILE' };
};

/** Only paths of this app are followed back, never another site (an open redirect). */
export const pageBackPath = (q: URLSearchParams): string => {
  const back = q.get('pageBack');
  return back && back.startsWith('/m/') && !back.startsWith('//') ? back : paths.game;
};

/** §2.1 performs the launch and leaves for the game; a failure returns to pageBack or /m/game. */
export const LaunchRedirect = () => {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const launch = useLaunchGame();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const input = launchInputFromQuery(search);
    if (!input) {
      void navigate(pageBackPath(search), { replace: true });
      return;
    }
    // §6 a visitor goes to /m/login, and comes back to this launch once logged in. Left to the
    // launch hook, the failed launch would then send the visitor on to pageBack instead.
    if (!readSession()) {
      const here = `${paths.launchGame}?${search.toString()}`;
      void navigate(loginReturningTo(here), { replace: true });
      return;
    }
    // §9 a special vendor's lottery game opens on /m/startLottery once its launch has put it on
    // the member's recent lotteries (§2.9).
    const lotteryGame = specialLotteryGamePath(search);
    const category = specialLaunchCategory(input.vendor) ?? input.category;
    const request: LaunchRequest = lotteryGame
      ? { kind: 'lottery-game', input: { ...input, category }, path: lotteryGame }
      : { kind: 'game', input };
    void launch(request).then((ok) => {
      if (!ok) void navigate(pageBackPath(search), { replace: true });
    });
  }, [launch, navigate, search]);
  return <LoadingImage label={t('title.launch_game')} />;
};
