import type { FastifyInstance } from 'fastify';
import { operations } from '@lotto/contract';
import { registerNotYetBuilt } from './lib/not-yet-built';
import { registerAccountsRoutes } from './app/accounts-routes';
import { registerAgentsRoutes } from './app/agents-routes';
import type { AppOptions } from './app/app-options';
import { registerAppPlugins } from './app/app-plugins';
import { registerContentRoutes } from './app/content-routes';
import { registerEngagementRoutes } from './app/engagement-routes';
import { registerGamesRoutes } from './app/games-routes';
import { registerMoneyRoutes } from './app/money-routes';
import { registerOpsRoutes } from './app/ops-routes';
import { registerPlatformPlugins } from './app/platform-plugins';
import { registerProtectionRoutes } from './app/protection-routes';
import { registerSystemRoutes } from './app/system-routes';

export type { AppOptions } from './app/app-options';
/** @public Paths that answer with the envelope, exported here as before the stages moved. */
export { API_PREFIXES } from './app/app-options';

/**
 * Builds the whole app as tests and the server use it; server.ts only listens. In stages:
 * external plugins, app plugins (sessions, gates, error shapes), then each area's routes. An
 * area's stage subscribes its handlers to the domain events (app/app-events.ts) of the others;
 * handlers of one event run in the order of the stages below.
 */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { app, merchants, imageOrigins } = await registerPlatformPlugins(opts);
  const ctx = await registerAppPlugins(app, opts, merchants, imageOrigins);
  const { domains } = await registerSystemRoutes(ctx);
  await registerAccountsRoutes(ctx);
  await registerGamesRoutes(ctx);
  const { promotions } = await registerEngagementRoutes(ctx);
  const { inbox } = await registerContentRoutes(ctx, promotions);
  await registerProtectionRoutes(ctx, inbox);
  await registerAgentsRoutes(ctx);
  await registerOpsRoutes(ctx, domains);
  await registerMoneyRoutes(ctx, promotions);
  // Last: the contract's calls no stage answered get a 501.
  await app.register(async (scope) => registerNotYetBuilt(scope, operations));
  return app;
}
