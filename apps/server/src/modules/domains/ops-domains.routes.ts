import type { FastifyInstance } from 'fastify';
import { opsDomains, opsSetDomainBlocked, originOfDomain } from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import { actorOf, currentOperator } from '../../plugins/ops-auth.plugin';
import type { OpsMerchantService } from '../ops/ops-merchant.service';
import type { DomainsService } from './domains.service';

/** The console's domain page: the list with its blocked marks, and the apps' failover reports. */
export default async function opsDomainsRoutes(
  app: FastifyInstance,
  opts: { domains: DomainsService; merchant: OpsMerchantService },
) {
  registerOperation(app, opsDomains, async (req) => {
    const merchantCode = currentOperator(req).merchantCode;
    const { version, config } = await opts.merchant.current(merchantCode);
    const blocked = new Set((config.blockedDomains ?? []).map(originOfDomain));
    const domains = [...new Set([config.mainDomain, ...config.domains])].map((domain) => {
      const origin = originOfDomain(domain);
      return {
        domain,
        origin,
        main: domain === config.mainDomain,
        blocked: origin !== null && blocked.has(origin),
      };
    });
    return { version, domains, reports: await opts.domains.reports(merchantCode) };
  });
  registerOperation(app, opsSetDomainBlocked, (req) =>
    opts.merchant.setDomainBlocked(
      actorOf(req),
      req.body.version,
      req.body.domain,
      req.body.blocked,
    ),
  );
}
