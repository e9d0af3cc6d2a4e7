import { LottoView, PrizeMode } from '@lotto/contract';
import type { Language, LotteryTile } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { routes } from '@lotto/contract';

/**
 * §2.9 a tapped tile launches its own game (the betting view), whatever its vendor; only the
 * game center's Vietnam lottery vendor tile opens the lobby (§2.6). The caller navigates to
 * value.gameUrl; backUrl is a path on this site.
 */
export const launchLottery = (tile: LotteryTile, language: Language, backUrl: string) =>
  apiCall(routes.lotteryLaunch, {
    query: {
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: PrizeMode.SEA,
      lottoGameCode: tile.gameCode,
      lottoView: LottoView.betting,
      device: 'MOBILE',
      backUrl,
      language,
    },
  });
