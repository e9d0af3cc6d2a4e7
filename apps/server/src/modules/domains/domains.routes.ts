import type { FastifyInstance } from 'fastify';
import { domainProbe, domainReport } from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import { ownOrigin } from './domain-cors';
import type { DomainsService } from './domains.service';

/** The app's two calls of domain failover: the signed probe and the failover report. */
export default async function domainsRoutes(
  app: FastifyInstance,
  opts: { domains: DomainsService },
) {
  registerOperation(app, domainProbe, (req) => opts.domains.probe(req.query.nonce, ownOrigin(req)));
  registerOperation(app, domainReport, (req) =>
    opts.domains.report(req.merchant, req.body.from, req.body.to),
  );
}
