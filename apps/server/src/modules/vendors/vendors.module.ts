import { SPECIAL_LAUNCH_VENDORS, type MerchantConfig } from '@lotto/contract';
import type { Db } from '../../db/client';
import { demoVendors } from '../../db/seed/demo-vendors';
import type { Clock } from '../../lib/clock';
import type { SessionSettings } from '../accounts/sessions.service';
import type { GamesService } from '../games/games.service';
import type { WalletService } from '../wallet/wallet.service';
import { createDemoVendor } from './demo/demo-vendor';
import type { WalletApiClient } from './demo/wallet-api-client';
import { createLaunchService } from './launch.service';
import { createLotteryVendorAdapter } from './lottery-vendor';
import { createVendorRegistry } from './vendor-registry';

/**
 * Wires the vendor adapters: every demo vendor code plays through the built-in demo vendor, the
 * §9 special launch vendors through the lottery.
 */
export function createVendorsModule(
  db: Db,
  clock: Clock,
  games: GamesService,
  wallet: WalletService,
  walletApi: WalletApiClient,
  merchantOf: (code: string) => Promise<MerchantConfig | null>,
  platformSessions: Pick<SessionSettings, 'idleMinutes'>,
) {
  const demo = createDemoVendor(db, clock, wallet, walletApi, merchantOf, platformSessions);
  // The special launch vendors open the platform's lottery, whatever the demo seed calls them.
  const lottery = createLotteryVendorAdapter(db, clock);
  const registry = createVendorRegistry([
    ...demoVendors.map((v) => [v.code, demo.adapter] as const),
    ...SPECIAL_LAUNCH_VENDORS.map((code) => [code, lottery] as const),
  ]);
  return { demo, registry, launches: createLaunchService(db, games, registry, clock) };
}
