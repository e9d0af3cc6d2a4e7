import type { DomainsService } from '../modules/domains/domains.service';
import opsDomainsRoutes from '../modules/domains/ops-domains.routes';
import operatorAdminRoutes from '../modules/ops/operator-admin.routes';
import { createOperatorAdminService } from '../modules/ops/operator-admin.service';
import { createOperatorTotpSecrets } from '../modules/ops/operator-totp-secrets';
import { createOperatorsService } from '../modules/ops/operators.service';
import { createOpsCatalogueService } from '../modules/ops/ops-catalogue.service';
import opsContentRoutes from '../modules/ops/ops-content.routes';
import { createOpsContentService } from '../modules/ops/ops-content.service';
import opsDashboardRoutes from '../modules/ops/ops-dashboard.routes';
import { createOpsDashboardService } from '../modules/ops/ops-dashboard.service';
import { createOpsMembersService } from '../modules/ops/ops-members.service';
import { createOpsMerchantService } from '../modules/ops/ops-merchant.service';
import opsRoutes from '../modules/ops/ops.routes';
import { pagePathsOfBuild } from '../web/first-view';
import type { AppContext } from './app-plugins';

/**
 * The operator console's own calls: operators and their sign-in, members, the merchant's
 * settings and domains, the dashboard, content and catalogue. Each area's stage registers its
 * other console pages (finance with money, agents with agents, protection with protection).
 */
export async function registerOpsRoutes(ctx: AppContext, domains: DomainsService) {
  const { app, opts, db, clock, merchants, opsSessions } = ctx;
  const opsMerchant = createOpsMerchantService(
    db,
    clock,
    merchants,
    opts.allowSimulators ?? true,
    pagePathsOfBuild(opts.webDist),
  );
  await app.register(opsRoutes, {
    db,
    sessions: opsSessions,
    operators: createOperatorsService(
      db,
      clock,
      opsSessions,
      createOperatorTotpSecrets(db, ctx.accounts.secretBox),
    ),
    members: createOpsMembersService(db, clock),
    merchant: opsMerchant,
  });
  await app.register(opsDomainsRoutes, { domains, merchant: opsMerchant });
  await app.register(opsDashboardRoutes, {
    // A report a minute old is fine; the replica takes the load off the primary (issue 35).
    dashboard: createOpsDashboardService(opts.database.read, clock),
  });
  await app.register(opsContentRoutes, {
    content: createOpsContentService(db, clock, ctx.mediaStorage),
    catalogue: createOpsCatalogueService(db, clock),
  });
  await app.register(operatorAdminRoutes, {
    operatorAdmin: createOperatorAdminService(db, clock),
  });
}
