import type { FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import type { MerchantConfig } from '@lotto/contract';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import type { AccountSettings } from '../modules/accounts/accounts.module';
import type { IdentitySettings } from '../modules/accounts/identity-clients';
import type { SessionSettings } from '../modules/accounts/sessions.service';
import type { MediaStorage } from '../modules/media/media-storage';

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
  /** TEAM_REPORT_READS_AT_ONCE: team report reads on the database at once (team-report-reads.ts). */
  teamReportReadsAtOnce?: number;
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
