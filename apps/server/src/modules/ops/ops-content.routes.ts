import type { FastifyInstance } from 'fastify';
import {
  BANNER_UPLOAD_MAX_BYTES,
  opsBannerUpload,
  opsCatalogueGameUpdate,
  opsCatalogueGames,
  opsCatalogueLottery,
  opsCatalogueLotteryUpdate,
  opsCatalogueVendorUpdate,
  opsCatalogueVendors,
  opsContentList,
  opsContentSave,
  opsHotMatchSave,
  opsHotMatches,
} from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import { actorOf, currentOperator } from '../../plugins/ops-auth.plugin';
import type { OpsCatalogueService } from './ops-catalogue.service';
import type { OpsContentService } from './ops-content.service';

/** Base64 grows a file by a third; the JSON around it is small. */
const UPLOAD_BODY_LIMIT = Math.ceil((BANNER_UPLOAD_MAX_BYTES * 4) / 3) + 16 * 1024;
/** Resizing an image costs CPU: an operator uploads a few banners a minute, not hundreds. */
export const BANNER_UPLOAD_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

/** The console's content and catalogue calls. */
export default async function opsContentRoutes(
  app: FastifyInstance,
  opts: { content: OpsContentService; catalogue: OpsCatalogueService },
) {
  const { content, catalogue } = opts;
  const merchantOf = (req: Parameters<typeof currentOperator>[0]) =>
    currentOperator(req).merchantCode;

  registerOperation(app, opsContentList, (req) => content.list(merchantOf(req), req.query.type));
  registerOperation(app, opsContentSave, (req) => content.save(actorOf(req), req.body));
  registerOperation(
    app,
    opsBannerUpload,
    (req) => content.uploadBanner(actorOf(req), req.body.image),
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      rateLimit: BANNER_UPLOAD_RATE_LIMIT,
    },
  );
  registerOperation(app, opsHotMatches, (req) => content.hotMatches(merchantOf(req)));
  registerOperation(app, opsHotMatchSave, (req) => content.saveHotMatch(actorOf(req), req.body));

  registerOperation(app, opsCatalogueVendors, (req) => catalogue.vendors(merchantOf(req)));
  registerOperation(app, opsCatalogueVendorUpdate, (req) =>
    catalogue.updateVendor(actorOf(req), req.body),
  );
  registerOperation(app, opsCatalogueGames, (req) => catalogue.games(merchantOf(req), req.query));
  registerOperation(app, opsCatalogueGameUpdate, (req) =>
    catalogue.updateGame(actorOf(req), req.body),
  );
  registerOperation(app, opsCatalogueLottery, (req) => catalogue.lottery(merchantOf(req)));
  registerOperation(app, opsCatalogueLotteryUpdate, (req) =>
    catalogue.updateLottery(actorOf(req), req.body),
  );
}
