import type { FastifyInstance } from 'fastify';
import {
  bettingRecords,
  ErrorCode,
  walletApiBet,
  walletApiRollback,
  walletApiSettle,
  walletBalance,
} from '@lotto/contract';
import { fieldError } from '../../lib/http-error';
import { keepRawJsonBody } from '../../lib/raw-json-body';
import { registerOperation } from '../../lib/route';
import { currentMember } from '../../plugins/session-auth.plugin';
import { fromUnits, toUnits } from '../../lib/money';
import type { WalletApiGuard } from './wallet-api-guard';
import type { WalletTxResult } from './wallet-deps';
import type { WalletService } from './wallet.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The vendor whose key signed a wallet API call. */
    walletVendor?: string;
  }
}

/** The member's own calls, and the wallet API vendors call (bet, settle, rollback). */
export default async function walletRoutes(
  app: FastifyInstance,
  opts: { wallet: WalletService; guard: WalletApiGuard },
) {
  const { wallet, guard } = opts;

  registerOperation(app, walletBalance, (req) => wallet.balance(req.merchant, currentMember(req)));
  registerOperation(app, bettingRecords, (req) =>
    wallet.records(currentMember(req).id, req.query.pageNo, req.query.pageSize),
  );

  await app.register(async (vendorApi) => {
    // The signature covers the exact bytes sent, so the body is kept as it came.
    keepRawJsonBody(vendorApi);
    // Before validation: an unsigned caller learns nothing about what a valid body looks like.
    vendorApi.addHook('preValidation', async (request) => {
      request.walletVendor = await guard.verify(request);
    });
    // The signing vendor is the only vendor a call may name.
    vendorApi.addHook('preHandler', async (request) => {
      const named = (request.body as { vendor?: unknown } | undefined)?.vendor;
      if (named !== request.walletVendor)
        throw fieldError('vendor', 'must be the vendor that signed the call', ErrorCode.FORBIDDEN);
    });

    const tx = (r: WalletTxResult) => ({ ...r, balance: fromUnits(r.balance) });
    registerOperation(vendorApi, walletApiBet, async (req) => {
      await guard.assertOwnRound(req.body.vendor, req.body.memberId, req.body.nodeId ?? null);
      return tx(
        await wallet.bet({
          vendor: req.body.vendor,
          txId: req.body.txId,
          memberId: req.body.memberId,
          amount: toUnits(req.body.amount),
          nodeId: req.body.nodeId ?? null,
          gameName: req.body.gameName,
        }),
      );
    });
    registerOperation(vendorApi, walletApiSettle, async (req) =>
      tx(await wallet.settle({ ...req.body, win: toUnits(req.body.win) })),
    );
    registerOperation(vendorApi, walletApiRollback, async (req) =>
      tx(await wallet.rollback(req.body)),
    );
  });
}
