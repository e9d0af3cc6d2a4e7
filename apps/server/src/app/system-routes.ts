import { createDomainsService } from '../modules/domains/domains.service';
import domainsRoutes from '../modules/domains/domains.routes';
import systemRoutes from '../modules/system/system.routes';
import { registerOperations } from '../plugins/operations';
import type { AppContext } from './app-plugins';

/** Health, readiness and metrics, the OpenAPI document, the system status and the domains. */
export async function registerSystemRoutes({ app, opts, clock, domainMarker }: AppContext) {
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
  return { domains };
}
