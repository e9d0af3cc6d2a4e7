import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from './plugins/rate-limits';
import { seedOfText } from './modules/domains/domain-marker';

/** The environment is read here and nowhere else (STYLE: one env.ts per app). */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** postgres://… runs on a PostgreSQL server; unset runs on PGlite under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  /**
   * postgres://… of a streaming replica of DATABASE_URL: the console's reports (dashboard, audit
   * log) read from it. Unset: everything reads from DATABASE_URL.
   */
  DATABASE_READ_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** Agents' team report reads on the database at once per instance (team-report-reads.ts). */
  TEAM_REPORT_READS_AT_ONCE: z.coerce.number().int().min(1).max(200).optional(),
  DATA_DIR: z.string().default(fileURLToPath(new URL('../../../data/pglite', import.meta.url))),
  /** The merchant configuration file (YAML or JSON); the demo merchant by default. */
  MERCHANT_CONFIG: z
    .string()
    .default(fileURLToPath(new URL('../merchants/demo.yaml', import.meta.url))),
  /** Seeds the demo catalogue (games, lottery, banners …) at start; idempotent. */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Games the demo catalogue lists (its default when unset); benchmarks seed tens of thousands. */
  SEED_GAME_COUNT: z.coerce.number().int().min(0).max(1_000_000).optional(),
  WEB_DIST: z.string().default(fileURLToPath(new URL('../../web/dist', import.meta.url))),
  /** The built operator console, served under /console/. */
  CONSOLE_DIST: z.string().default(fileURLToPath(new URL('../../console/dist', import.meta.url))),
  /** Images operators upload (banners), beside PGlite's files under ./data by default. */
  UPLOADS_DIR: z.string().default(fileURLToPath(new URL('../../../data/uploads', import.meta.url))),
  /** A session ends after this much inactivity, and in any case after SESSION_MAX_HOURS. */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24),
  /** Concurrent sessions per member; a login past it ends the member's oldest session. */
  SESSION_MAX_PER_MEMBER: z.coerce.number().int().min(1).max(100).default(5),
  /** HMAC secret of the ALTCHA challenges; required in production (all instances share it). */
  ALTCHA_HMAC_KEY: z.string().min(32, 'ALTCHA_HMAC_KEY must be at least 32 characters').optional(),
  /** Secret live chat links are signed with; the chat provider holds the same. */
  CHAT_HMAC_KEY: z.string().min(32, 'CHAT_HMAC_KEY must be at least 32 characters').optional(),
  /** Secret the demo payment gateway signs its deposit callbacks with. */
  DEMO_GATEWAY_HMAC_KEY: z
    .string()
    .min(32, 'DEMO_GATEWAY_HMAC_KEY must be at least 32 characters')
    .optional(),
  /** Secret the vendors' wallet API keys are derived from (X-Wallet-Signature); shared by all instances. */
  WALLET_API_HMAC_KEY: z
    .string()
    .min(32, 'WALLET_API_HMAC_KEY must be at least 32 characters')
    .optional(),
  /**
   * Wallet API keys of single vendors, `CODE=key,CODE=key` (each 32+ characters); a vendor not
   * named here signs with a key derived from WALLET_API_HMAC_KEY and its code.
   */
  WALLET_API_VENDOR_KEYS: z
    .string()
    .regex(
      /^\s*[A-Za-z0-9_]{1,32}=[^,\s]{32,}\s*(,\s*[A-Za-z0-9_]{1,32}=[^,\s]{32,}\s*)*$/,
      'WALLET_API_VENDOR_KEYS must be CODE=key pairs separated by commas, each key 32+ characters',
    )
    .transform((raw) =>
      Object.fromEntries(raw.split(',').map((pair) => pair.trim().split('=') as [string, string])),
    )
    .optional(),
  /**
   * The secret members' TOTP secrets are encrypted with at rest; required in production,
   * the same on every instance (a changed key turns every member's two-factor sign-in unusable).
   */
  MEMBER_TOTP_SECRET: z
    .string()
    .min(32, 'MEMBER_TOTP_SECRET must be at least 32 characters')
    .optional(),
  /**
   * The Ed25519 seed (32 bytes, base64url or base64) of the platform marker apps check before
   * moving their calls to another of the merchant's domains. Unset: derived from ALTCHA_HMAC_KEY,
   * which every instance shares already.
   */
  DOMAIN_MARKER_KEY: z
    .string()
    .refine(
      (v) => seedOfText(v) !== null,
      'DOMAIN_MARKER_KEY must be 32 bytes in base64url or base64 (openssl rand -base64 32)',
    )
    .optional(),
  /**
   * OpenID Connect client secrets of the merchants' identity providers (the merchant file names
   * the provider, its issuer and client id, never the secret): `MERCHANT:provider=secret`
   * pairs separated by commas. A provider without its secret here is not offered.
   */
  OIDC_CLIENT_SECRETS: z
    .string()
    .regex(
      /^\s*[A-Za-z0-9_]{2,32}:[a-z0-9-]{2,32}=[^,\s]+\s*(,\s*[A-Za-z0-9_]{2,32}:[a-z0-9-]{2,32}=[^,\s]+\s*)*$/,
      'OIDC_CLIENT_SECRETS must be MERCHANT:provider=secret pairs separated by commas',
    )
    .transform((raw) =>
      Object.fromEntries(
        raw.split(',').map((pair) => {
          const at = pair.indexOf('=');
          return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()] as [string, string];
        }),
      ),
    )
    .optional(),
  /**
   * Issue 33, draw reminders by web push: the VAPID key pair (base64url: the P-256 public key,
   * 65 bytes, and the private key, 32 bytes; `npx web-push generate-vapid-keys`) and the contact
   * the push services are given (mailto: or https:). All three or none; none in production turns
   * the reminders off, outside production a pair is made once and kept beside DATA_DIR.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be a P-256 public key in base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a P-256 private key in base64url')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT must be a mailto: or https: URL')
    .optional(),
  /** Proof-of-work cost: PBKDF2 iterations per try, and the largest counter a client may need. */
  ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  ALTCHA_MAX_COUNTER: z.coerce.number().int().min(10).max(1_000_000).default(2000),
  /** Trust X-Forwarded-* from: false, true (any), or a comma-separated list of proxy addresses/CIDRs. */
  TRUST_PROXY: z.string().default('false'),
  /** API requests per minute per client address; benchmarks raise it so the limit is not measured. */
  RATE_LIMIT_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000_000)
    .default(DEFAULT_RATE_LIMIT_PER_MINUTE),
  /**
   * PEM files of a certificate and its key: the server then speaks HTTPS with HTTP/2 (HTTP/1.1
   * for clients without it) itself, for a single machine without a TLS proxy in front. Both or
   * neither.
   */
  TLS_CERT_FILE: z.string().optional(),
  TLS_KEY_FILE: z.string().optional(),
  /**
   * redis://… shared by every instance behind one balancer: the rate limits count across them.
   * Unset: each instance counts alone (one instance, or a test).
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  /** Before every Redis key of this deployment, so that one Redis can serve several. */
  REDIS_KEY_PREFIX: z.string().max(64).default('lotto:'),
  /** Bearer token /metrics asks for; in production /metrics answers nobody without one. */
  METRICS_TOKEN: z.string().min(24, 'METRICS_TOKEN must be at least 24 characters').optional(),
  /**
   * Seconds between SIGTERM and the close: /readyz answers 503 meanwhile, so the balancer stops
   * sending requests before the instance stops taking them. 5 in production, 0 otherwise.
   */
  DRAIN_SECONDS: z.coerce.number().int().min(0).max(120).optional(),
});

export type Env = z.infer<typeof schema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means unset (`DATABASE_URL= npm start`).
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Bad environment:\n${lines.join('\n')}`);
  }
  if (Boolean(parsed.data.TLS_CERT_FILE) !== Boolean(parsed.data.TLS_KEY_FILE)) {
    const [missing, given] = parsed.data.TLS_CERT_FILE
      ? ['TLS_KEY_FILE', 'TLS_CERT_FILE']
      : ['TLS_CERT_FILE', 'TLS_KEY_FILE'];
    throw new Error(`Bad environment:\n  ${missing}: required with ${given} (PEM file)`);
  }
  if (parsed.data.DATABASE_READ_URL && !parsed.data.DATABASE_URL) {
    throw new Error(
      'Bad environment:\n  DATABASE_READ_URL: needs DATABASE_URL (a replica of which server?)',
    );
  }
  const vapid = (['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const).filter(
    (k) => !parsed.data[k],
  );
  if (vapid.length > 0 && vapid.length < 3) {
    const lines = vapid.map((k) => `  ${k}: required with the other VAPID_ variables`);
    throw new Error(`Bad environment:\n${lines.join('\n')}`);
  }
  if (parsed.data.NODE_ENV === 'production') {
    // Secrets come from the environment only, and every instance must share them.
    const missing = (
      ['ALTCHA_HMAC_KEY', 'WALLET_API_HMAC_KEY', 'MEMBER_TOTP_SECRET', 'CHAT_HMAC_KEY'] as const
    ).filter((k) => !parsed.data[k]);
    if (missing.length > 0) {
      const lines = missing.map((k) => `  ${k}: required in production (32+ random characters)`);
      throw new Error(`Bad environment:\n${lines.join('\n')}`);
    }
  }
  return parsed.data;
}

export const trustProxyValue = (raw: string): boolean | string[] => {
  if (raw === 'true') return true;
  if (raw === 'false' || raw === '') return false;
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
};
