import { playTypeOf, specialLaunchOf, START_LOTTERY_PATH } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/http-error';
import { openLotteryGame } from '../lottery/lottery.service';
import type { VendorAdapter } from './vendor-adapter';

/** §2.10 a lottery's gameId, as /m/startLottery reads it. */
const LOTTERY_GAME_ID = /^\d{1,9}$/;

/**
 * §9 special launch vendors (TCG_LOTTO_VN, TCG_SEA, LOTT, ELOTT) are the platform's lottery, not a
 * vendor's page: a generic launch of one (a vendor tile, /m/launchGame, a deep link) answers the
 * lottery lobby of the vendor's prize mode (§2.6, §7), as the lottery launch does for the lobby.
 * With a lottery's gameId (§2.1 /m/launchGame) it answers that game's page and, as the lottery
 * launch does (§2.9), puts the game on top of the member's recent lotteries.
 */
export function createLotteryVendorAdapter(db: Db, clock: Clock): VendorAdapter {
  return {
    id: 'lottery',
    async launch({ merchant, member, vendor, gameId }) {
      const special = specialLaunchOf(vendor.code);
      if (!special) throw new Error(`${vendor.code} is not a special launch vendor`);
      // Another kind of gameId (a vendor's own) keeps the lobby, as before.
      const id = gameId !== undefined && LOTTERY_GAME_ID.test(gameId) ? Number(gameId) : null;
      const game =
        id === null ? null : await openLotteryGame(db, member.id, merchant.code, id, clock());
      if (id !== null && !game) throw notFound(`No lottery ${id}`);
      const params = new URLSearchParams({ mui: merchant.code });
      if (game) params.set('gameId', String(game.gameId));
      params.set('playType', playTypeOf(special.lottoMode ?? game?.lottoMode));
      params.set('prize_mode', game?.prizeMode ?? special.prizeMode);
      return { gameUrl: `${START_LOTTERY_PATH}?${params.toString()}` };
    },
  };
}
