import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createGatewayDeposit, demoGatewayCallback, ErrorCode } from '@lotto/contract';
import type { DemoGatewayPaymentRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { keepRawJsonBody } from '../../lib/raw-json-body';
import { registerOperation } from '../../lib/route';
import { DEMO_GATEWAY, DEMO_PAY_BASE, type DemoGateway } from './demo-gateway';
import { DEMO_PAY_CSP, demoPayPage } from './demo-gateway-page';
import { appFontFaces } from '../../web/app-font-faces';
import { readFontAssets } from '../../web/first-view';
import type { GatewayDepositsService } from './gateway-deposits.service';
import { registerMoneyOperation } from './money-gate';
import { verifyGatewayCall } from './payment-gateway';

export interface GatewayRoutesOptions {
  gatewayDeposits: GatewayDepositsService;
  /** The demo gateway, a simulator: null where simulators are off (production). */
  demo: DemoGateway | null;
  /** The key the demo gateway signs its callbacks with (DEMO_GATEWAY_HMAC_KEY). */
  demoKey: string;
  clock: Clock;
  /** Sends the outbox's callbacks now (after the player paid), when the job runs. */
  nudge?: () => void;
  /** The built web app: the payment page borrows its fonts. */
  webDist?: string;
}

const payParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) });

/**
 * A Pay or Cancel posted by another site's page (cross-site request forgery) rather than from
 * the payment page itself: by the browser's Sec-Fetch-Site, or its Origin where that is absent.
 */
const fromAnotherSite = (req: FastifyRequest) => {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== req.host;
  } catch {
    return true;
  }
};

/** Deposit through a payment gateway, and the built-in demo gateway's pages. */
export default async function gatewayRoutes(app: FastifyInstance, opts: GatewayRoutesOptions) {
  const { gatewayDeposits, demo } = opts;

  registerMoneyOperation(app, createGatewayDeposit, (req) =>
    gatewayDeposits.create(req.merchant, req.moneyMember.id, req.language, req.body),
  );
  if (!demo) {
    // No demo gateway here: its callback has no payment to name, and it has no pages.
    registerOperation(app, demoGatewayCallback, () => {
      throw new HttpError(ErrorCode.NOT_FOUND, 'The demo gateway is not offered on this server');
    });
    return;
  }

  await app.register(async (callbacks) => registerDemoCallback(callbacks, opts));

  // The demo gateway's payment page: what the player sees at a real gateway.
  const fonts = opts.webDist ? appFontFaces(await readFontAssets(opts.webDist)) : '';
  await app.register(async (pages) => registerDemoPayPages(pages, opts, demo, fonts));
}

/** The demo gateway's signed callback, its body kept as sent and its signature checked first. */
function registerDemoCallback(callbacks: FastifyInstance, opts: GatewayRoutesOptions) {
  const { gatewayDeposits } = opts;
  // The signature covers the exact bytes sent, so the body is kept as it came.
  keepRawJsonBody(callbacks);
  // Before validation: an unsigned caller learns nothing about what a valid body looks like.
  callbacks.addHook('preValidation', async (request) => {
    request.gatewayCall = verifyGatewayCall(
      opts.demoKey,
      { headers: request.headers, body: request.rawBody ?? '' },
      opts.clock(),
    );
  });
  registerOperation(callbacks, demoGatewayCallback, (req) => {
    const call = (req as unknown as FastifyRequest).gatewayCall;
    if (!call) throw new HttpError(ErrorCode.GATEWAY_SIGNATURE);
    return gatewayDeposits.applyCallback({ ...req.body, gateway: DEMO_GATEWAY, ...call });
  });
}

/** The demo gateway's payment page and its Pay and Cancel buttons. */
function registerDemoPayPages(
  pages: FastifyInstance,
  opts: GatewayRoutesOptions,
  demo: DemoGateway,
  fonts: string,
) {
  // The page's forms post nothing but the button pressed, which the path already says.
  pages.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, _body, done) => done(null, {}),
  );
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', DEMO_PAY_CSP)
      .send(body);
  const payable = (row: DemoGatewayPaymentRow | null) =>
    row?.state === 'open' && row.expiresAt > opts.clock();

  pages.get(`${DEMO_PAY_BASE}/:id`, { schema: { hide: true } }, async (req, reply) => {
    const parsed = payParams.safeParse(req.params);
    const row = parsed.success ? await demo.payment(parsed.data.id) : null;
    return html(
      reply,
      row ? 200 : 404,
      demoPayPage(row, payable(row), row?.language ?? req.language, fonts),
    );
  });

  for (const outcome of ['pay', 'cancel'] as const) {
    pages.post(
      `${DEMO_PAY_BASE}/:id/${outcome}`,
      { schema: { hide: true } },
      async (req, reply) => {
        const parsed = payParams.safeParse(req.params);
        if (!parsed.success) return html(reply, 404, demoPayPage(null, false, req.language, fonts));
        if (fromAnotherSite(req)) {
          // Nothing decided: the player sees the page and presses a button there, or not.
          const row = await demo.payment(parsed.data.id);
          return html(
            reply,
            403,
            demoPayPage(row, payable(row), row?.language ?? req.language, fonts),
          );
        }
        const decided = await demo.decide(parsed.data.id, outcome === 'pay' ? 'paid' : 'cancelled');
        if (!decided) {
          const row = await demo.payment(parsed.data.id);
          return html(
            reply,
            row ? 409 : 404,
            demoPayPage(row, false, row?.language ?? req.language, fonts),
          );
        }
        opts.nudge?.();
        return reply.code(303).header('location', decided.returnPath).send();
      },
    );
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** A gateway callback's verified nonce. */
    gatewayCall?: { nonce: string; nonceExpiresAt: Date };
  }
}
