import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ErrorCode,
  formatOf,
  lotteryCancelSubOrders,
  lotteryFairDraws,
  lotteryOrderDetail,
  lotteryOrders,
  lotteryPlaceOrder,
  lottoPageBalance,
  lottoPageCancelSubOrders,
  lottoPageOrderDetail,
  lottoPageOrders,
  lottoPagePlaceOrder,
  type MerchantConfig,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { readCookie } from '../../lib/cookies';
import { fieldError, HttpError } from '../../lib/http-error';
import { registerOperation } from '../../lib/route';
import { currentMember } from '../../plugins/session-auth.plugin';
import { idempotent, idempotentInOneStatement } from '../idempotency/idempotency';
import { LOTTO_H5_SESSION_COOKIE, type createLottoH5Sessions } from './lotto-h5/lotto-h5-sessions';
import { FAIR_RULE } from './lottery-fair';
import { committedDraws } from './lottery-orders.repository';
import { createLotteryOrders } from './lottery-orders.service';
import type { LotteryRepository } from './lottery.repository';
import type { MerchantService } from '../merchant/merchant.service';

export interface LotteryOrderRoutesOptions {
  db: Db;
  clock: Clock;
  repo: LotteryRepository;
  pageSessions: ReturnType<typeof createLottoH5Sessions>;
  merchants: MerchantService;
}

/** Orders (from the app with a member token, and from the lotto-h5 page) and fair draws. */
export function registerLotteryOrderRoutes(app: FastifyInstance, opts: LotteryOrderRoutesOptions) {
  const { db } = opts;
  const orders = createLotteryOrders(db, opts.repo, opts.clock);
  const merchantOf = (req: FastifyRequest): MerchantConfig => req.merchant;

  registerOperation(
    app,
    lotteryPlaceOrder,
    idempotentInOneStatement(db, lotteryPlaceOrder, (req, key, retried, record) =>
      orders.place(currentMember(req), merchantOf(req), req.body, key, retried, record),
    ),
  );
  registerOperation(app, lotteryOrders, (req) =>
    orders.list(currentMember(req).id, merchantOf(req), req.query),
  );
  registerOperation(app, lotteryOrderDetail, (req) =>
    orders.detail(currentMember(req).id, merchantOf(req), req.query.orderId),
  );
  registerOperation(
    app,
    lotteryCancelSubOrders,
    idempotent(db, lotteryCancelSubOrders, (req, key) =>
      orders.cancel(currentMember(req), merchantOf(req), req.body, key),
    ),
  );

  // The same calls from the lotto-h5 page, whose own session cookie stands for the member.
  const pageMember = async (req: FastifyRequest) => {
    const token = readCookie(req.headers.cookie, LOTTO_H5_SESSION_COOKIE);
    const member = token ? await opts.pageSessions.sessionMember(token) : null;
    // The page's paths are outside the API prefixes: the merchant is the session's own.
    const merchant = member ? await opts.merchants.get(member.merchantCode) : null;
    if (!member || !merchant) throw new HttpError(ErrorCode.UNAUTHORIZED);
    req.merchant = merchant;
    req.member = member;
    return member;
  };
  const place = idempotentInOneStatement(db, lottoPagePlaceOrder, (req, key, retried, record) =>
    orders.place(currentMember(req), merchantOf(req), req.body, key, retried, record),
  );
  registerOperation(app, lottoPagePlaceOrder, async (req) => {
    await pageMember(req);
    return place(req);
  });
  const cancel = idempotent(db, lottoPageCancelSubOrders, (req, key) =>
    orders.cancel(currentMember(req), merchantOf(req), req.body, key),
  );
  registerOperation(app, lottoPageCancelSubOrders, async (req) => {
    await pageMember(req);
    return cancel(req);
  });
  registerOperation(app, lottoPageOrders, async (req) =>
    orders.list((await pageMember(req)).id, merchantOf(req), req.query),
  );
  registerOperation(app, lottoPageOrderDetail, async (req) =>
    orders.detail((await pageMember(req)).id, merchantOf(req), req.query.orderId),
  );
  registerOperation(app, lottoPageBalance, async (req) =>
    orders.balance(await pageMember(req), merchantOf(req)),
  );

  registerOperation(app, lotteryFairDraws, async (req) => {
    const game = await opts.repo.gameByCode(req.merchant.code, req.query.gameCode);
    if (!game) throw fieldError('gameCode', 'no such lottery', ErrorCode.NOT_FOUND);
    const rows = await committedDraws(db, req.merchant.code, game.gameCode, req.query.count);
    return {
      gameCode: game.gameCode,
      format: formatOf(game),
      rule: FAIR_RULE,
      list: rows.map((r) => ({
        numero: r.seed.numero,
        drawTime: r.seed.drawTime.getTime(),
        committedAt: r.seed.committedAt.getTime(),
        commitment: r.seed.commitment,
        // The seed stays secret until the result exists.
        seed: r.numbers ? r.seed.seed : null,
        result: r.numbers ?? null,
      })),
    };
  });
}
