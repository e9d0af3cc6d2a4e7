import { readFileSync } from 'node:fs';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { routes, walletApiBet } from '@lotto/contract';
import type { Database } from '../db/client';
import { serverFile } from '../server-files';

/**
 * Issue 35: what an operator's load balancer and monitoring ask of each instance.
 * - /healthz: the process answers and reaches its database (liveness).
 * - /readyz: it should be sent traffic: the database answers, every migration this build knows is
 *   applied, Redis answers when configured, and it is not draining before a stop.
 * - /metrics: Prometheus text: request durations per route, the pool, the event loop's lag (Node's
 *   default metrics) and the business counters.
 */
export interface OperationsOptions {
  database: Database;
  redis?: Redis;
  /** True once SIGTERM arrived: /readyz answers 503 so the balancer stops sending new requests. */
  isDraining?: () => boolean;
  /** METRICS_TOKEN: /metrics asks for it as `Authorization: Bearer …`. */
  metricsToken?: string;
  /**
   * Without a token, whether /metrics answers anyone: not in production (the figures would tell
   * a competitor the merchant's volumes).
   */
  openWithoutToken: boolean;
}

/** A readiness check that takes longer than this counts as failed: the balancer should move on. */
export const READINESS_CHECK_MS = 2000;

/** Seconds; from a cached answer (1 ms) to a slow report (10 s). */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A call that answered 2xx counts one event of its kind. */
const BUSINESS_EVENTS: Record<string, string> = {
  [`PUT ${routes.register.path}`]: 'registration',
  [`${routes.createPromptPayDeposit.method} ${routes.createPromptPayDeposit.path}`]: 'deposit',
  [`${routes.createBankTransferDeposit.method} ${routes.createBankTransferDeposit.path}`]:
    'deposit',
  [`${routes.createGatewayDeposit.method} ${routes.createGatewayDeposit.path}`]: 'deposit',
  [`${routes.requestWithdraw.method} ${routes.requestWithdraw.path}`]: 'withdrawal',
  [`${routes.lotteryPlaceOrder.method} ${routes.lotteryPlaceOrder.path}`]: 'lottery_order',
  [`${walletApiBet.method} ${walletApiBet.path}`]: 'bet',
};

/** How many migrations this build ships: the drizzle journal's entries. */
function shippedMigrations(): number {
  const journal = JSON.parse(readFileSync(serverFile('drizzle/meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    work,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref(),
    ),
  ]);

type Check = { ok: true } | { ok: false; error: string };

async function check(work: () => Promise<unknown>): Promise<Check> {
  try {
    await withTimeout(work(), READINESS_CHECK_MS);
    return { ok: true };
  } catch (err) {
    return { ok: false, error: (err as Error).message };
  }
}

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function createMetrics(database: Database) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const events = new Counter({
    name: 'business_events_total',
    help: 'Calls that succeeded, by kind: registration, deposit, withdrawal, lottery_order, bet',
    labelNames: ['event'] as const,
    registers: [registry],
  });
  for (const event of new Set(Object.values(BUSINESS_EVENTS))) events.inc({ event }, 0);
  const pool = new Gauge({
    name: 'database_pool_connections',
    help: 'Connections of the database pool, by state (total, idle, waiting clients)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  return { registry, duration, events, pool };
}

export async function registerOperations(app: FastifyInstance, opts: OperationsOptions) {
  const migrations = shippedMigrations();
  const metrics = createMetrics(opts.database);

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    metrics.duration.observe(
      { method: request.method, route, status_code: String(status) },
      reply.elapsedTime / 1000,
    );
    const event = BUSINESS_EVENTS[`${request.method} ${route}`];
    if (event && status >= 200 && status < 300) metrics.events.inc({ event });
  });
  app.addHook('onClose', async () => metrics.registry.clear());

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply: FastifyReply) => {
    const checks: Record<string, Check> = {
      database: await check(() => opts.database.db.execute(sql`select 1`)),
      migrations: await check(async () => {
        const { rows } = (await opts.database.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )) as { rows: { n: number }[] };
        const applied = Number(rows[0]?.n ?? 0);
        if (applied < migrations) throw new Error(`${applied} of ${migrations} applied`);
      }),
      ...(opts.redis ? { redis: await check(() => opts.redis!.ping()) } : {}),
    };
    const draining = opts.isDraining?.() ?? false;
    const ready = !draining && Object.values(checks).every((c) => c.ok);
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: draining ? 'draining' : ready ? 'ready' : 'not ready', checks });
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const open = opts.metricsToken
      ? bearerMatches(request, opts.metricsToken)
      : opts.openWithoutToken;
    if (!open) {
      return reply
        .code(opts.metricsToken ? 401 : 404)
        .header('cache-control', 'no-store')
        .send(opts.metricsToken ? 'Unauthorized\n' : 'Not Found\n');
    }
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}
