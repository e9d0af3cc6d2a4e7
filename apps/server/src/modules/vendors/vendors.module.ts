import type { MerchantConfig } from '@lotto/contract';
import type { Db } from '../../db/client';
import { demoVendors } from '../../db/seed/demo-vendors';
import type { Clock } from '../../lib/clock';
import type { SessionSettings } from '../accounts/sessions.service';
import type { GamesService } from '../games/games.service';
import type { WalletService } from '../wallet/wallet.service';
import { createDemoVendor } from './demo/demo-vendor';
import type { WalletApiClient } from './demo/wallet-api-client';
import { createLaunchService } from './launch.service';
import { createVendorRegistry } from './vendor-registry';

/** Wires the vendor adapters: every demo vendor code plays through the built-in demo vendor. */
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
  const registry = createVendorRegistry(demoVendors.map((v) => [v.code, demo.adapter] as const));
  return { demo, registry, launches: createLaunchService(db, games, registry, clock) };
}
