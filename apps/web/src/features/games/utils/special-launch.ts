import {
  GameCategory,
  LottoView,
  PrizeMode,
  START_LOTTERY_PATH,
  playTypeOf,
  specialLaunchOf,
} from '@lotto/contract';
import type { LotteryLaunchInput } from '@lotto/contract';

/**
 * §9 a special launch vendor (TCG_LOTTO_VN, TCG_SEA, LOTT, ELOTT) opens through the lottery launch
 * (§7: lottoArea VN, launchMode LOTT, the vendor's prize mode, the lobby view; TCG_SEA also sends
 * lottoMode SEA_Tradition), never the generic launch; null for any other vendor. backUrl is a
 * path on this site (the server refuses other addresses).
 */
export const specialLotteryLaunch = (
  vendor: string,
  backUrl: string,
): LotteryLaunchInput | null => {
  const special = specialLaunchOf(vendor);
  if (!special) return null;
  return {
    lottoArea: 'VN',
    launchMode: 'LOTT',
    lottoPrizeMode: special.prizeMode,
    lottoView: LottoView.lobby,
    device: 'MOBILE',
    backUrl,
    ...(special.lottoMode ? { lottoMode: special.lottoMode } : {}),
  };
};

/**
 * §2.1 /m/launchGame of a special vendor with a gameId: that lottery game on /m/startLottery
 * (§2.10 reads gameId, playType, prize_mode and pageBack); null for other vendors or no game.
 */
export const specialLotteryGamePath = (q: URLSearchParams): string | null => {
  const vendor = q.get('code')?.trim() ?? '';
  const special = specialLaunchOf(vendor);
  const gameId = q.get('gameId')?.trim();
  if (!special || !gameId || !/^\d{1,9}$/.test(gameId)) return null;
  const params = new URLSearchParams({
    gameId,
    // The query's own playType (ent or trad, or a lottoMode) wins over the vendor's.
    playType:
      q.get('playType') === 'ent' ? 'ent' : playTypeOf(q.get('playType') ?? special.lottoMode),
    prize_mode: q.get('prize_mode')?.trim() || special.prizeMode,
  });
  const back = q.get('pageBack');
  if (back) params.set('pageBack', back);
  return `${START_LOTTERY_PATH}?${params.toString()}`;
};

/**
 * §9 the category a special launch vendor is listed under, for its generic launch: ELOTT for the
 * e-lottery (§3 prize mode Elott), LOTT for the others; null for other vendors.
 */
export const specialLaunchCategory = (vendor: string): GameCategory | null => {
  const special = specialLaunchOf(vendor);
  if (!special) return null;
  return special.prizeMode === PrizeMode.Elott ? GameCategory.ELOTT : GameCategory.LOTT;
};
