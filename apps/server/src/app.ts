import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Http2SecureServer } from 'node:http2';
import Fastify, {
  type FastifyHttp2SecureOptions,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { operations, type MerchantConfig } from '@lotto/contract';
import type { Database, Db } from './db/client';
import { memoSerializerCompiler } from './lib/memo-serializer';
import { registerErrorHandling } from './plugins/error-handling';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors';
import { withRedaction } from './plugins/log-redaction';
import { registerSecurityHeaders } from './plugins/security-headers';
import type { Redis } from 'ioredis';
import { DEFAULT_RATE_LIMIT_PER_MINUTE, registerRateLimits } from './plugins/rate-limits';
import requestContext from './plugins/request-context';
import { registerNotYetBuilt } from './lib/not-yet-built';
import {
  createMerchantService,
  MERCHANT_CONFIG_CHANNEL,
} from './modules/merchant/merchant.service';
import { registerOperations } from './plugins/operations';
import mediaRoutes from './modules/media/media.routes';
import contentRoutes from './modules/content/content.routes';
import { createContentService } from './modules/content/content.service';
import promotionsRoutes from './modules/promotions/promotions.routes';
import chatRoutes from './modules/chat/chat.routes';
import inboxRoutes from './modules/inbox/inbox.routes';
import agreementRoutes from './modules/agreement/agreement.routes';
import { createAgreementService } from './modules/agreement/agreement.service';
import { createInboxService } from './modules/inbox/inbox.service';
import { createChatService } from './modules/chat/chat.service';
import { createPromotionsService } from './modules/promotions/promotions.service';
import gamesRoutes from './modules/games/games.routes';
import { createGamesService } from './modules/games/games.service';
import vendorsRoutes from './modules/vendors/vendors.routes';
import { createVendorsModule } from './modules/vendors/vendors.module';
import walletRoutes from './modules/wallet/wallet.routes';
import recordsRoutes from './modules/records/records.routes';
import { createRecordsService } from './modules/records/records.service';
import { createWalletService } from './modules/wallet/wallet.service';
import { createWalletApiGuard } from './modules/wallet/wallet-api-guard';
import { createWalletKeys } from './modules/wallet/wallet-keys';
import { createWalletApiClient } from './modules/vendors/demo/wallet-api-client';
import { demoVendors } from './db/seed/demo-vendors';
import lotteryRoutes from './modules/lottery/lottery.routes';
import systemRoutes from './modules/system/system.routes';
import domainsRoutes from './modules/domains/domains.routes';
import opsDomainsRoutes from './modules/domains/ops-domains.routes';
import { createDomainsService } from './modules/domains/domains.service';
import { createDomainMarker } from './modules/domains/domain-marker';
import { createCspOrigins, registerDomainCors } from './modules/domains/domain-cors';
import { createAccounts, type AccountSettings } from './modules/accounts/accounts.module';
import type { IdentitySettings } from './modules/accounts/identity-clients';
import { startHousekeeping } from './modules/accounts/housekeeping.service';
import { createAccountServices } from './modules/accounts/account-services';
import accountsRoutes from './modules/accounts/accounts.routes';
import sessionAuth from './plugins/session-auth.plugin';
import moneyGate from './modules/money/money-gate';
import {
  DEFAULT_SESSIONS_PER_MEMBER,
  type SessionSettings,
} from './modules/accounts/sessions.service';
import devRoutes from './modules/dev/dev.routes';
import { systemClock, type Clock } from './lib/clock';
import { randomToken } from './lib/secrets';
import { registerWebApp, WEB_BASE } from './web/web-app';
import { readPagePaths } from './web/first-view';
import {
  endSessionOfMember,
  endSessionsOfMember,
} from './modules/accounts/session-revocation.service';
import protectionRoutes from './modules/protection/protection.routes';
import protectionDevRoutes from './modules/protection/protection-dev.routes';
import { moveLoginBack } from './modules/accounts/session-start-dev.service';
import opsProtectionRoutes from './modules/protection/ops-protection.routes';
import ageVerificationRoutes from './modules/protection/age-verification.routes';
import { createAgeVerificationService } from './modules/protection/age-verification.service';
import { recordBirthDateFromDocument } from './modules/accounts/birth-date.service';
import { reencodeImage } from './modules/media/member-image';
import { createProtectionService } from './modules/protection/protection.service';
import { createRealityCheckService } from './modules/protection/reality-check.service';
import {
  realityOverlayAssetRoute,
  type GamePageRealityChecks,
} from './modules/protection/reality-check-overlay';
import remindersRoutes from './modules/reminders/reminders.routes';
import { createRemindersService } from './modules/reminders/reminders.service';
import { createSessionTimeService } from './modules/protection/session-time.service';
import { registerWebManifest } from './web/web-manifest';
import { registerConsoleApp } from './web/console-app';
import opsAuth from './plugins/ops-auth.plugin';
import moneyRoutes from './modules/money/money.routes';
import { createBankCardsService } from './modules/money/bank-cards.service';
import { createDepositsService } from './modules/money/deposits.service';
import { createFinanceService } from './modules/money/finance.service';
import { createMoneyLedger } from './modules/money/ledger-adapter';
import { createPaymentPasswordService } from './modules/money/payment-password.service';
import { createWithdrawalsService } from './modules/money/withdrawals.service';
import { diskSlipStorage } from './modules/money/slip-storage';
import gatewayRoutes from './modules/money/gateway.routes';
import gatewayFinanceRoutes from './modules/money/gateway-finance.routes';
import { createGatewayFinanceService } from './modules/money/gateway-finance.service';
import { startGatewayReconciliation } from './modules/money/gateway-reconciliation-job';
import depositPromotionsRoutes from './modules/money/deposit-promotions.routes';
import { createDepositPromotions } from './modules/promotions/deposit-promotions';
import { createDemoGateway } from './modules/money/demo-gateway';
import { createGatewayDepositsService } from './modules/money/gateway-deposits.service';
import { createGatewayOutbox, startGatewayOutbox } from './modules/money/gateway-outbox';
import { startMoneyHousekeeping } from './modules/money/money-housekeeping';
import opsRoutes from './modules/ops/ops.routes';
import opsContentRoutes from './modules/ops/ops-content.routes';
import opsDashboardRoutes from './modules/ops/ops-dashboard.routes';
import { createOpsDashboardService } from './modules/ops/ops-dashboard.service';
import operatorAdminRoutes from './modules/ops/operator-admin.routes';
import { createOperatorAdminService } from './modules/ops/operator-admin.service';
import { createOpsCatalogueService } from './modules/ops/ops-catalogue.service';
import { createOpsContentService } from './modules/ops/ops-content.service';
import { diskMediaStorage, type MediaStorage } from './modules/media/media-storage';
import uploadsRoutes from './modules/media/uploads.routes';
import { createOpsMembersService } from './modules/ops/ops-members.service';
import { createOpsMerchantService } from './modules/ops/ops-merchant.service';
import { createOperatorsService } from './modules/ops/operators.service';
import { consoleAddressRules, createOpsSessions } from './modules/ops/ops-sessions';
import {
  createOperatorTotpSecrets,
  sealPlaintextOperatorSecrets,
} from './modules/ops/operator-totp-secrets';
import engagementRoutes from './modules/engagement/engagement.routes';
import engagementDevRoutes from './modules/engagement/engagement-dev.routes';
import { createOffsetClock } from './modules/engagement/engagement-clock';
import opsEngagementRoutes from './modules/engagement/ops-engagement.routes';
import { payReferralReward } from './modules/engagement/referral-rewards';
import levelsRoutes from './modules/levels/levels.routes';
import feedbackRoutes from './modules/feedback/feedback.routes';
import agentsRoutes from './modules/agents/agents.routes';
import { createAgentsService } from './modules/agents/agents.service';
import { createAgentTransferService } from './modules/agents/agent-transfer.service';
import { placeByInvitationCode } from './modules/agents/hierarchy.service';
import teamReportsRoutes from './modules/agents/team-reports.routes';
import { createTeamReportsService } from './modules/agents/team-reports.service';
import agentRebatesDevRoutes from './modules/agents/rebate-payouts-dev.routes';
import opsAgentQuotasRoutes from './modules/agents/ops-agent-quotas.routes';
import opsAgentTreeRoutes from './modules/agents/ops-agent-tree.routes';
import opsAgentContractsRoutes from './modules/agents/ops-agent-contracts.routes';
import contractsRoutes from './modules/agents/contracts.routes';
import { createContractsService } from './modules/agents/contracts.service';
import { createFeedbackService } from './modules/feedback/feedback.service';
import { evaluateMemberLevel, levelMerchantOf } from './modules/levels/levels.service';

/** Paths that answer with the envelope (never the web app's index). */
export const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/lgw/', '/dev/', '/ops/'];

export interface AppOptions {
  database: Database;
  merchant: MerchantConfig;
  /** Sessions and human verification; defaults suit tests and development. */
  accounts?: {
    session?: Partial<SessionSettings>;
    altcha?: AccountSettings['altcha'];
    /** MEMBER_TOTP_SECRET; a random one per app when unset (tests). */
    totpKey?: string;
    /** OpenID Connect providers' client secrets; http issuers only outside production. */
    identity?: Partial<IdentitySettings>;
  };
  clock?: Clock;
  /** Periodic removal of expired sessions, captchas and challenges (the server turns it on). */
  housekeeping?: boolean;
  /** Development-only routes (/dev/outbox); never in production. */
  devRoutes?: boolean;
  /**
   * Money simulators such as the demo payment gateway (issue 28): offered when on (development and
   * tests, the default); production turns them off, and the console may not turn one on there.
   */
  allowSimulators?: boolean;
  webDist?: string;
  /** The built operator console (apps/console/dist), served under /console/. */
  consoleDist?: string;
  /** Where uploaded images (banners) are kept; a fresh temporary folder when unset (tests). */
  mediaStorage?: MediaStorage;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean | string[];
  /**
   * The secret each vendor's wallet API key is derived from (a random one per process when
   * unset), and keys given per vendor code, which take precedence.
   */
  walletApiKey?: string;
  walletApiVendorKeys?: Record<string, string>;
  /** The key live chat links are signed with (CHAT_HMAC_KEY); a random one per process when unset. */
  chatKey?: string;
  /** Requests per minute per client address across the API. */
  rateLimitMax?: number;
  /** The Redis instances share (REDIS_URL): rate-limit counters; each instance alone without. */
  redis?: Redis;
  /** /readyz answers 503 once this is true (SIGTERM arrived; issue 35). */
  isDraining?: () => boolean;
  /** METRICS_TOKEN: /metrics asks for it; without one, /metrics answers only if `metricsOpen`. */
  metricsToken?: string;
  /** False in production: figures of the merchant's volumes are not for anyone who asks. */
  metricsOpen?: boolean;
  /** The demo payment gateway's callback key (DEMO_GATEWAY_HMAC_KEY); random per app when unset. */
  gatewayKey?: string;
  /** Sends the demo gateway's callbacks from its outbox every second (the server turns it on). */
  gatewayOutbox?: boolean;
  /** Where deposit slips are kept on disk (issue 18); a temporary folder when unset. */
  slipDir?: string;
  /**
   * The 32-byte Ed25519 seed of the platform marker apps check before moving their calls to
   * another domain; every instance needs the same. A random key per app when unset (tests).
   */
  domainMarkerSeed?: Buffer;
  /** PEM certificate and key: HTTPS with HTTP/2, and HTTP/1.1 for clients without it. */
  tls?: { cert: string | Buffer; key: string | Buffer };
  /**
   * Issue 33: the VAPID public key devices subscribe to draw reminders with (the server's job sends
   * them, server.ts); unset: reminders are off and the app says so.
   */
  vapidPublicKey?: string | null;
}

/**
 * Over HTTP/1.1 a phone opens six connections, each with its own handshake and slow start, and
 * queues the rest; over HTTP/2 the index's connection, already warm, carries every script, style
 * and image of the first view at once.
 */
function createFastify(options: FastifyServerOptions, tls: AppOptions['tls']): FastifyInstance {
  if (!tls) return Fastify(options);
  // The HTTP/2 server's requests and replies follow Node's compatibility API, which every plugin
  // here uses: the app is typed as the HTTP/1.1 one either way.
  const secure: FastifyHttp2SecureOptions<Http2SecureServer> = {
    ...(options as Omit<FastifyHttp2SecureOptions<Http2SecureServer>, 'http2' | 'https'>),
    http2: true,
    https: { allowHTTP1: true, cert: tls.cert, key: tls.key },
  };
  return Fastify(secure) as unknown as FastifyInstance;
}

/** Builds the whole app as tests and the server use it; server.ts only listens. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = createFastify(
    {
      logger: withRedaction(opts.logger) ?? false,
      trustProxy: opts.trustProxy ?? false,
      requestIdHeader: 'x-request-id',
      genReqId: () => crypto.randomUUID(),
      bodyLimit: 64 * 1024,
      frameworkErrors,
      clientErrorHandler,
    },
    opts.tls,
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(memoSerializerCompiler);
  // Every answer carries the server's clock in ms (the Date header has 1 s resolution), so that
  // clients count lottery draws against it, not against the phone's clock (issue 5).
  const answerClock = opts.clock ?? systemClock;
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-server-time', String(answerClock().getTime()));
  });

  // The merchant's configuration, read by the CORS and CSP rules of its domains below.
  const merchants = createMerchantService(opts.database.db, opts.merchant.code, () =>
    opts.database.notify(MERCHANT_CONFIG_CHANNEL),
  );
  registerDomainCors(app, merchants);
  const domainOrigins = createCspOrigins(app, merchants);

  // External plugins first: security headers, rate limit, OpenAPI.
  const imageOrigins = opts.merchant.imageCDNs
    .filter((u) => /^https?:\/\//.test(u))
    .map((u) => new URL(u).origin);
  await registerSecurityHeaders(app, imageOrigins, domainOrigins);
  // API answers, the index and generated art; the app's files come pre-compressed from the build.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerRateLimits(app, {
    apiPrefixes: API_PREFIXES,
    apiMax: opts.rateLimitMax ?? DEFAULT_RATE_LIMIT_PER_MINUTE,
    redis: opts.redis,
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Platform API',
        description:
          'Calls of the mobile web front end (§7 of the specification). Every answer is the envelope { success, value, message, code }.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'header', name: 'Authorization' },
          // Issue 17: a console operator's session token, a different kind from a member's.
          operator: { type: 'apiKey', in: 'header', name: 'Authorization' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  // App plugins: merchant context and error shapes.
  const stopListening = await opts.database.listen(MERCHANT_CONFIG_CHANNEL, () =>
    merchants.forget(),
  );
  app.addHook('onClose', stopListening);
  await app.register(requestContext, { merchants, apiPrefixes: API_PREFIXES });
  const clock = opts.clock ?? systemClock;
  // Issue 34: the member's protection, asked by registration and ending sessions through accounts.
  const protectionHooks = { endSessions: endSessionsOfMember };
  const sessionTime = createSessionTimeService(opts.database.db, clock, protectionHooks);
  const protection = createProtectionService(opts.database.db, clock, protectionHooks, sessionTime);
  const merchantZone = async (code: string) =>
    (await merchants.get(code))?.timeZone ?? opts.merchant.timeZone;
  const accounts = createAccounts(
    opts.database.db,
    clock,
    {
      session: {
        idleMinutes: 60,
        maxHours: 24,
        maxPerMember: DEFAULT_SESSIONS_PER_MEMBER,
        ...opts.accounts?.session,
      },
      altcha: opts.accounts?.altcha ?? { hmacKey: randomToken(), cost: 1000, maxCounter: 2000 },
      totpKey: opts.accounts?.totpKey ?? randomToken(),
      identity: {
        clientSecrets: opts.accounts?.identity?.clientSecrets ?? {},
        allowHttpIssuers: opts.accounts?.identity?.allowHttpIssuers ?? false,
      },
    },
    app.log,
    {
      revealCaptchaAnswers: opts.devRoutes ?? false,
      // Issue 34: the daily session-time limit, counted as sessions are seen (trials have none).
      sessionTime: {
        starting: async (member) => {
          if (!member.isTrial)
            await sessionTime.refuseLogin(member, await merchantZone(member.merchantCode));
        },
        seen: async (member, from, to) => {
          if (!member.isTrial)
            await sessionTime.seen(member, await merchantZone(member.merchantCode), from, to);
        },
      },
      registrationBlocked: (merchantCode, details) =>
        protection.registrationBlocked(merchantCode, details),
      // Issue 32: registration by an agent's code places the member in the agent's team.
      memberRegistered: (tx, member) =>
        member.affiliateCode
          ? placeByInvitationCode(tx, member.merchantCode, member.id, member.affiliateCode)
          : Promise.resolve(),
    },
  );
  const accountServices = createAccountServices(accounts);
  await app.register(sessionAuth, { sessions: accountServices.sessions });
  await app.register(moneyGate);
  const opsSessions = createOpsSessions(opts.database.db, clock);
  // Operators' TOTP secrets are sealed at rest; any an older version left in plaintext, now.
  await sealPlaintextOperatorSecrets(opts.database.db, accounts.secretBox);
  await app.register(opsAuth, {
    db: opts.database.db,
    sessions: opsSessions,
    allowedAddresses: consoleAddressRules(opts.database.db),
  });
  registerWebManifest(app, merchants, opts.merchant);
  const domainMarker = createDomainMarker(opts.domainMarkerSeed);
  const sendIndex = await registerWebApp(app, opts.webDist, opts.merchant, domainMarker.publicKey);
  await registerConsoleApp(app, opts.consoleDist, imageOrigins);
  registerErrorHandling(app, { apiPrefixes: API_PREFIXES, sendIndex, webBase: WEB_BASE });

  // Routes.
  app.get('/healthz', { schema: { hide: true } }, async (_req, reply) => {
    await opts.database.db.execute('select 1');
    return reply
      .header('cache-control', 'no-store')
      .send({ status: 'ok', database: opts.database.kind });
  });
  await registerOperations(app, {
    database: opts.database,
    redis: opts.redis,
    isDraining: opts.isDraining,
    metricsToken: opts.metricsToken,
    openWithoutToken: opts.metricsOpen ?? true,
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(systemRoutes);
  const domains = createDomainsService(opts.database.db, clock, domainMarker);
  await app.register(domainsRoutes, { domains });
  if (opts.housekeeping) {
    const stop = startHousekeeping(accounts, app.log);
    const money = startMoneyHousekeeping(opts.database.db, clock, app.log);
    app.addHook('onClose', async () => {
      stop();
      await money.stop();
    });
  }
  await app.register(accountsRoutes, accountServices);
  if (opts.devRoutes)
    await app.register(devRoutes, { db: opts.database.db, captcha: accountServices.captcha });
  await app.register(mediaRoutes);
  const mediaStorage =
    opts.mediaStorage ?? diskMediaStorage(await mkdtemp(join(tmpdir(), 'lotto-uploads-')));
  await app.register(uploadsRoutes, { storage: mediaStorage });
  // Issue 34: the reality check over a page outside the app that runs a game (a vendor's game
  // page, the lotto-h5 page), counted on the server, and its log out ending the login session.
  const realityChecks = createRealityCheckService(opts.database.db, clock, sessionTime);
  const gamePageRealityChecks: GamePageRealityChecks = {
    check: (member, timeZone) => realityChecks.check(member, timeZone),
    endSession: (memberId, sessionId) => endSessionOfMember(opts.database.db, memberId, sessionId),
  };
  await app.register(lotteryRoutes, {
    db: opts.database.db,
    clock,
    merchants,
    realityChecks: gamePageRealityChecks,
  });
  const games = createGamesService(opts.database.db, clock);
  await app.register(gamesRoutes, { games });
  // Issue 21: a credited deposit or a settled bet may raise the member's level, in its transaction.
  const levelEvent = async (
    tx: Db,
    kind: 'deposits' | 'turnover',
    merchantCode: string,
    memberId: number,
    now: Date,
  ) => {
    const merchant = await merchants.get(merchantCode, tx);
    if (merchant)
      await evaluateMemberLevel(tx, levelMerchantOf(merchant), memberId, now, false, kind);
  };
  const promotions = createPromotionsService(opts.database.db, clock);
  // A settled real bet is turnover: issued bonuses whose turnover is played become claimed, and
  // the member's level may rise, both in the settlement's transaction.
  const wallet = createWalletService(opts.database.db, clock, {
    betSettled: async (tx, bet, now) => {
      if (bet.play) return;
      await promotions.recordTurnover(bet.memberId, tx);
      await levelEvent(tx, 'turnover', bet.merchantCode, bet.memberId, now);
    },
  });
  const walletKeys = createWalletKeys(
    opts.walletApiKey ?? randomToken(),
    demoVendors.map((v) => v.code),
    opts.walletApiVendorKeys,
  );
  await app.register(walletRoutes, {
    wallet,
    guard: createWalletApiGuard(opts.database.db, clock, walletKeys),
  });
  await app.register(recordsRoutes, { records: createRecordsService(opts.database.db, clock) });
  if (opts.devRoutes)
    await app.register(protectionDevRoutes, { db: opts.database.db, clock, moveLoginBack });
  await app.register(protectionRoutes, { protection, realityChecks });
  await app.register(realityOverlayAssetRoute);
  const walletApi = createWalletApiClient((request) => app.inject(request), walletKeys, clock);
  await app.register(vendorsRoutes, {
    ...createVendorsModule(
      opts.database.db,
      clock,
      games,
      wallet,
      walletApi,
      (code) => merchants.get(code),
      accounts.settings.session,
    ),
    realityChecks: gamePageRealityChecks,
  });
  await app.register(contentRoutes, {
    content: createContentService(opts.database.db, clock, (rows, memberId) =>
      promotions.statuses(rows, memberId),
    ),
  });
  await app.register(promotionsRoutes, { promotions });
  // Issue 34: broadcasts skip members on a time-out or self-exclusion.
  const inbox = createInboxService(opts.database.db, clock, {
    marketingStopped: (tx, merchantCode) => protection.marketingStopped(tx, merchantCode),
  });
  await app.register(inboxRoutes, { inbox });
  await app.register(agreementRoutes, {
    agreement: createAgreementService(opts.database.db, clock),
  });
  const chatKey = opts.chatKey ?? randomToken();
  await app.register(chatRoutes, {
    chat: createChatService(opts.database.db, clock, chatKey),
    key: chatKey,
    clock,
  });
  // Issue 21: the engagement module's clock moves only through a development route.
  const engagementClock = createOffsetClock(clock);
  await app.register(engagementRoutes, {
    db: opts.database.db,
    clock: opts.devRoutes ? engagementClock.clock : clock,
  });
  if (opts.devRoutes) await app.register(engagementDevRoutes, { offsetClock: engagementClock });
  await app.register(opsEngagementRoutes, {
    db: opts.database.db,
    clock,
    merchants,
    marketingStopped: protection.marketingStopped,
  });
  await app.register(opsAgentQuotasRoutes, { db: opts.database.db });
  await app.register(opsAgentTreeRoutes, { db: opts.database.db });
  await app.register(opsAgentContractsRoutes, { db: opts.database.db, clock });
  await app.register(opsProtectionRoutes, { db: opts.database.db, protection, clock });
  await app.register(remindersRoutes, {
    reminders: createRemindersService(opts.database.db, clock),
    publicKey: opts.vapidPublicKey ?? null,
  });
  await app.register(levelsRoutes, { db: opts.database.db, clock });
  const opsMerchant = createOpsMerchantService(
    opts.database.db,
    clock,
    merchants,
    opts.allowSimulators ?? true,
    () => readPagePaths(opts.webDist),
  );
  await app.register(opsRoutes, {
    db: opts.database.db,
    sessions: opsSessions,
    operators: createOperatorsService(
      opts.database.db,
      clock,
      opsSessions,
      createOperatorTotpSecrets(opts.database.db, accounts.secretBox),
    ),
    members: createOpsMembersService(opts.database.db, clock),
    merchant: opsMerchant,
  });
  await app.register(opsDomainsRoutes, { domains, merchant: opsMerchant });
  // Deposit and withdraw (issue 18).
  const postings = createMoneyLedger(clock);
  // A credited deposit qualifies the member's deposit-bonus promotions waiting for it (issue 20),
  // counts toward the member's level and, a friend's first, pays the inviter (issue 21).
  const moneyLedger: typeof postings = {
    ...postings,
    creditDeposit: async (tx, movement) => {
      await postings.creditDeposit(tx, movement);
      await promotions.recordDeposit(movement.merchantCode, movement.memberId, movement.amount, tx);
      await levelEvent(tx, 'deposits', movement.merchantCode, movement.memberId, clock());
      // §6 a friend's first deposit pays the inviter, in the same transaction (issue 21).
      // Not to or for a member on a time-out or self-exclusion (issue 34).
      await payReferralReward(tx, movement, clock(), protection.marketingStopped);
    },
  };
  // Deposit slips and feedback images (issue 21): the same private storage, keys apart.
  const slipStorage = diskSlipStorage(opts.slipDir ?? join(tmpdir(), 'lotto-deposit-slips'));
  // Issue 34: ID documents are kept in the same private storage; the member is told by inbox.
  await app.register(ageVerificationRoutes, {
    ages: createAgeVerificationService(opts.database.db, clock, slipStorage, {
      recordBirthDate: recordBirthDateFromDocument,
      reencode: reencodeImage,
      tellMember: (actor, memberId, title, content) =>
        inbox.send(actor, { audience: 'member', memberId, title, content }),
    }),
  });
  const paymentPassword = createPaymentPasswordService(opts.database.db, clock);
  const contracts = createContractsService(opts.database.db, clock);
  await app.register(agentsRoutes, {
    db: opts.database.db,
    agents: createAgentsService(opts.database.db, clock),
    transfers: createAgentTransferService(opts.database.db, clock, paymentPassword),
    contracts,
  });
  await app.register(contractsRoutes, {
    db: opts.database.db,
    clock,
    contracts,
    devRoutes: Boolean(opts.devRoutes),
  });
  await app.register(teamReportsRoutes, {
    db: opts.database.db,
    reports: createTeamReportsService(opts.database.db, clock),
  });
  if (opts.devRoutes) await app.register(agentRebatesDevRoutes, { db: opts.database.db, clock });
  await app.register(feedbackRoutes, {
    feedback: createFeedbackService(opts.database.db, clock, slipStorage),
  });
  const bankCards = createBankCardsService(opts.database.db, clock);
  const withdrawals = createWithdrawalsService(
    opts.database.db,
    clock,
    moneyLedger,
    bankCards,
    paymentPassword,
  );
  // Payment gateways (issue 18): the built-in demo one, a simulator that production never runs
  // (issue 28); real adapters join the list.
  const allowSimulators = opts.allowSimulators ?? true;
  const demoGateway = allowSimulators ? createDemoGateway(opts.database.db, clock) : null;
  const gatewayDeposits = createGatewayDepositsService(
    opts.database.db,
    clock,
    moneyLedger,
    demoGateway ? [demoGateway.adapter] : [],
    (code, within) => merchants.get(code, within),
    opts.merchant.code,
    (held) => app.log.error(held, 'gateway payment held for finance: it names no open deposit'),
  );
  const gatewayKey = opts.gatewayKey ?? randomToken();
  const outbox =
    opts.gatewayOutbox && demoGateway
      ? startGatewayOutbox(
          createGatewayOutbox(opts.database.db, clock, gatewayKey, (request) =>
            app.inject(request),
          ),
          app.log,
        )
      : null;
  if (outbox) app.addHook('onClose', () => outbox.stop());
  await app.register(gatewayRoutes, {
    gatewayDeposits,
    demo: demoGateway,
    demoKey: gatewayKey,
    clock,
    nudge: outbox?.nudge,
    webDist: opts.webDist,
  });
  const gatewayFinance = createGatewayFinanceService(
    opts.database.db,
    clock,
    moneyLedger,
    demoGateway ? [demoGateway.adapter] : [],
  );
  await app.register(gatewayFinanceRoutes, { gatewayFinance });
  if (opts.housekeeping) {
    const reconciliation = startGatewayReconciliation(
      gatewayFinance,
      async () => (await merchants.get(opts.merchant.code)) ?? opts.merchant,
      clock,
      app.log,
    );
    app.addHook('onClose', () => reconciliation.stop());
  }
  await app.register(depositPromotionsRoutes, {
    promotions: createDepositPromotions(opts.database.db, promotions),
  });
  await app.register(moneyRoutes, {
    db: opts.database.db,
    cards: bankCards,
    deposits: createDepositsService(
      opts.database.db,
      clock,
      moneyLedger,
      slipStorage,
      gatewayDeposits.payUrlOf,
      gatewayDeposits.offers,
    ),
    withdrawals,
    paymentPassword,
    finance: createFinanceService(opts.database.db, clock, moneyLedger, withdrawals.movement),
    devRoutes: Boolean(opts.devRoutes),
  });
  await app.register(opsDashboardRoutes, {
    // A report a minute old is fine; the replica takes the load off the primary (issue 35).
    dashboard: createOpsDashboardService(opts.database.read, clock),
  });
  await app.register(opsContentRoutes, {
    content: createOpsContentService(opts.database.db, clock, mediaStorage),
    catalogue: createOpsCatalogueService(opts.database.db, clock),
  });
  await app.register(operatorAdminRoutes, {
    operatorAdmin: createOperatorAdminService(opts.database.db, clock),
  });
  await app.register(async (scope) => registerNotYetBuilt(scope, operations));

  return app;
}
