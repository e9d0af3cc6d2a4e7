import { LottoView, PrizeMode } from '@lotto/contract';
import type { Language, LotteryLaunchInput, LotteryTile } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { routes } from '@lotto/contract';

/** §2.6, §2.9 the Vietnam lottery vendor's tiles open its lobby; the others open their game. */
export const VIETNAM_LOTTERY_VENDOR = 'TCG_LOTTO_VN';

/** §7 lottery launch; the caller navigates to value.gameUrl. */
export const launchLottery = (query: LotteryLaunchInput) =>
  apiCall(routes.lotteryLaunch, { query });

/** §7 the launch of a lottery tile of the SEA prize mode. backUrl is a path on this site. */
export const lotteryTileLaunch = (
  tile: LotteryTile,
  language: Language,
  backUrl: string,
): LotteryLaunchInput => ({
  lottoArea: 'VN',
  launchMode: 'LOTT',
  lottoPrizeMode: PrizeMode.SEA,
  lottoGameCode: tile.gameCode,
  lottoView: tile.vassalage === VIETNAM_LOTTERY_VENDOR ? LottoView.lobby : LottoView.betting,
  device: 'MOBILE',
  backUrl,
  language,
});
