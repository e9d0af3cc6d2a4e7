import { LottoView, PrizeMode } from '@lotto/contract';
import type { Language, LotteryLaunchInput, LotteryTile } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { routes } from '@lotto/contract';

/** §7 lottery launch; the caller navigates to value.gameUrl. */
export const launchLottery = (query: LotteryLaunchInput) =>
  apiCall(routes.lotteryLaunch, { query });

/**
 * §7 the launch of a lottery tile of the SEA prize mode. §2.9 a tapped tile launches its own game
 * (the betting view), whatever its vendor. backUrl is a path on this site.
 */
export const lotteryTileLaunch = (
  tile: LotteryTile,
  language: Language,
  backUrl: string,
): LotteryLaunchInput => ({
  lottoArea: 'VN',
  launchMode: 'LOTT',
  lottoPrizeMode: PrizeMode.SEA,
  lottoGameCode: tile.gameCode,
  lottoView: LottoView.betting,
  device: 'MOBILE',
  backUrl,
  language,
});
