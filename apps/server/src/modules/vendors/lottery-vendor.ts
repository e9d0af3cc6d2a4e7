import { playTypeOf, specialLaunchOf, START_LOTTERY_PATH } from '@lotto/contract';
import type { VendorAdapter } from './vendor-adapter';

/**
 * §9 special launch vendors (TCG_LOTTO_VN, TCG_SEA, LOTT, ELOTT) are the platform's lottery, not a
 * vendor's page: a generic launch of one (a vendor tile, /m/launchGame, a deep link) answers the
 * lottery lobby of the vendor's prize mode (§2.6, §7), as the lottery launch does for the lobby.
 */
export const lotteryVendorAdapter: VendorAdapter = {
  id: 'lottery',
  launch({ merchant, vendor }) {
    const special = specialLaunchOf(vendor.code);
    if (!special) throw new Error(`${vendor.code} is not a special launch vendor`);
    const params = new URLSearchParams({
      mui: merchant.code,
      playType: playTypeOf(special.lottoMode),
      prize_mode: special.prizeMode,
    });
    return Promise.resolve({ gameUrl: `${START_LOTTERY_PATH}?${params.toString()}` });
  },
};
