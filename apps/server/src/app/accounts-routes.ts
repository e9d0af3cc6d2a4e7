import accountsRoutes from '../modules/accounts/accounts.routes';
import { startHousekeeping } from '../modules/accounts/housekeeping.service';
import devRoutes from '../modules/dev/dev.routes';
import type { AppContext } from './app-plugins';

/** Login, sessions, registration and the member's account; the development outbox. */
export async function registerAccountsRoutes({ app, opts, accounts, accountServices }: AppContext) {
  if (opts.housekeeping) {
    const stop = startHousekeeping(accounts, app.log);
    app.addHook('onClose', async () => stop());
  }
  await app.register(accountsRoutes, accountServices);
  if (opts.devRoutes)
    await app.register(devRoutes, { db: opts.database.db, captcha: accountServices.captcha });
}
