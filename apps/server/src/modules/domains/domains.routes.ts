import type { FastifyInstance } from 'fastify';
import { domainProbe, domainReport } from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import { ownOrigin } from './domain-cors';
import type { DomainsService } from './domains.service';

/**
 * A report needs no session (a visitor moves too), so one address may send only a few a minute: an
 * app sends one per move, and a flood cannot paint a healthy domain as blocked in the console.
 */
const REPORTS_PER_MINUTE = 6;

/** The app's two calls of domain failover: the signed probe and the failover report. */
export default async function domainsRoutes(
  app: FastifyInstance,
  opts: { domains: DomainsService },
) {
  registerOperation(app, domainProbe, (req) => opts.domains.probe(req.query.nonce, ownOrigin(req)));
  registerOperation(
    app,
    domainReport,
    (req) => opts.domains.report(req.merchant, req.body.from, req.body.to),
    { rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: 60_000 } },
  );
}
