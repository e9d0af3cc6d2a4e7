import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { systemClock } from '../lib/clock';
import { createDomainMarker } from '../modules/domains/domain-marker';
import { diskMediaStorage } from '../modules/media/media-storage';
import {
  MERCHANT_CONFIG_CHANNEL,
  type MerchantService,
} from '../modules/merchant/merchant.service';
import moneyGate from '../modules/money/money-gate';
import { createPaymentPasswordService } from '../modules/money/payment-password.service';
import { diskSlipStorage } from '../modules/money/slip-storage';
import { sealPlaintextOperatorSecrets } from '../modules/ops/operator-totp-secrets';
import { consoleAddressRules, createOpsSessions } from '../modules/ops/ops-sessions';
import { registerErrorHandling } from '../plugins/error-handling';
import opsAuth from '../plugins/ops-auth.plugin';
import requestContext from '../plugins/request-context';
import sessionAuth from '../plugins/session-auth.plugin';
import { registerConsoleApp } from '../web/console-app';
import { registerWebApp, WEB_BASE } from '../web/web-app';
import { registerWebManifest } from '../web/web-manifest';
import { createAppEvents } from './app-events';
import { API_PREFIXES, type AppOptions } from './app-options';
import { createMemberAccounts, createMemberProtection } from './member-services';

/**
 * The second stage: what every route stands on. The merchant context, member sessions (with
 * protection's checks) and the money gate, operator sessions, the web app and the console, and
 * the error shapes; and what several route stages share, as the `AppContext` they are given.
 */
export async function registerAppPlugins(
  app: FastifyInstance,
  opts: AppOptions,
  merchants: MerchantService,
  imageOrigins: string[],
) {
  const db = opts.database.db;
  const stopListening = await opts.database.listen(MERCHANT_CONFIG_CHANNEL, () =>
    merchants.forget(),
  );
  app.addHook('onClose', stopListening);
  await app.register(requestContext, { merchants, apiPrefixes: API_PREFIXES });
  const clock = opts.clock ?? systemClock;
  const events = createAppEvents();
  const protection = createMemberProtection(db, clock);
  const { accounts, accountServices } = createMemberAccounts(
    opts,
    clock,
    app.log,
    merchants,
    protection,
    events,
  );
  await app.register(sessionAuth, { sessions: accountServices.sessions });
  await app.register(moneyGate);
  const opsSessions = createOpsSessions(db, clock);
  // Operators' TOTP secrets are sealed at rest; any an older version left in plaintext, now.
  await sealPlaintextOperatorSecrets(db, accounts.secretBox);
  await app.register(opsAuth, {
    db,
    sessions: opsSessions,
    allowedAddresses: consoleAddressRules(db),
  });
  registerWebManifest(app, merchants, opts.merchant);
  const domainMarker = createDomainMarker(opts.domainMarkerSeed);
  const sendIndex = await registerWebApp(app, opts.webDist, opts.merchant, domainMarker.publicKey);
  await registerConsoleApp(app, opts.consoleDist, imageOrigins);
  registerErrorHandling(app, { apiPrefixes: API_PREFIXES, sendIndex, webBase: WEB_BASE });
  return {
    app,
    opts,
    db,
    clock,
    merchants,
    events,
    ...protection,
    accounts,
    accountServices,
    opsSessions,
    domainMarker,
    // Operators' uploads (banners); a fresh temporary folder when unset (tests).
    mediaStorage:
      opts.mediaStorage ?? diskMediaStorage(await mkdtemp(join(tmpdir(), 'lotto-uploads-'))),
    // Deposit slips, feedback images and ID documents: one private storage, keys apart.
    slipStorage: diskSlipStorage(opts.slipDir ?? join(tmpdir(), 'lotto-deposit-slips')),
    // Asked by withdrawals and by agents' transfers.
    paymentPassword: createPaymentPasswordService(db, clock),
  };
}

/** What the route stages are given: the app, its options and the services they share. */
export type AppContext = Awaited<ReturnType<typeof registerAppPlugins>>;
