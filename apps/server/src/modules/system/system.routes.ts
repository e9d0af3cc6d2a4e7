import type { FastifyInstance } from 'fastify';
import {
  consolidatedSettings,
  countryList,
  domainRoute,
  registerSettingsOp,
  siteStatus,
  whitelabel,
} from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import { consolidatedSettingsOf, countryListOf, siteStatusOf } from './system.service';

export default async function systemRoutes(app: FastifyInstance) {
  registerOperation(app, siteStatus, (req) => siteStatusOf(req.merchant, req.country));
  registerOperation(app, consolidatedSettings, (req) =>
    consolidatedSettingsOf(req.merchant, req.country),
  );
  registerOperation(app, whitelabel, (req) => req.merchant.whitelabel);
  registerOperation(app, countryList, (req) => countryListOf(req.merchant, req.country));
  registerOperation(app, domainRoute, (req) => ({
    mainDomain: req.merchant.mainDomain,
    domains: req.merchant.domains,
    blocked: req.merchant.blockedDomains ?? [],
  }));
  registerOperation(app, registerSettingsOp, (req) => req.merchant.register);
}
