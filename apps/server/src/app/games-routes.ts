import { demoVendors } from '../db/seed/demo-vendors';
import { randomToken } from '../lib/secrets';
import gamesRoutes from '../modules/games/games.routes';
import { createGamesService } from '../modules/games/games.service';
import lotteryRoutes from '../modules/lottery/lottery.routes';
import recordsRoutes from '../modules/records/records.routes';
import { createRecordsService } from '../modules/records/records.service';
import { createWalletApiClient } from '../modules/vendors/demo/wallet-api-client';
import { createVendorsModule } from '../modules/vendors/vendors.module';
import vendorsRoutes from '../modules/vendors/vendors.routes';
import { createWalletApiGuard } from '../modules/wallet/wallet-api-guard';
import { createWalletKeys } from '../modules/wallet/wallet-keys';
import walletRoutes from '../modules/wallet/wallet.routes';
import { createWalletService } from '../modules/wallet/wallet.service';
import type { AppContext } from './app-plugins';

/** The lottery, the game catalogue, the vendors' wallet API, the records and the vendors. */
export async function registerGamesRoutes(ctx: AppContext) {
  const { app, opts, db, clock, merchants, events, gamePageRealityChecks } = ctx;
  await app.register(lotteryRoutes, { db, clock, merchants, realityChecks: gamePageRealityChecks });
  const games = createGamesService(db, clock);
  await app.register(gamesRoutes, { games });
  // A settled bet counts for promotions and levels (their stage subscribes), in its transaction.
  const wallet = createWalletService(db, clock, {
    betSettled: (tx, bet, now) => events.emit('betSettled', tx, bet, now),
  });
  const walletKeys = createWalletKeys(
    opts.walletApiKey ?? randomToken(),
    demoVendors.map((v) => v.code),
    opts.walletApiVendorKeys,
  );
  await app.register(walletRoutes, {
    wallet,
    guard: createWalletApiGuard(db, clock, walletKeys),
  });
  await app.register(recordsRoutes, { records: createRecordsService(db, clock) });
  const walletApi = createWalletApiClient((request) => app.inject(request), walletKeys, clock);
  await app.register(vendorsRoutes, {
    ...createVendorsModule(
      db,
      clock,
      games,
      wallet,
      walletApi,
      (code) => merchants.get(code),
      ctx.accounts.settings.session,
    ),
    realityChecks: gamePageRealityChecks,
  });
}
