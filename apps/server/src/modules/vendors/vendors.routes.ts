import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, languages, launchGame, UNSIGNED_DECIMAL_PATTERN } from '@lotto/contract';
import { ErrorCode, type Language } from '@lotto/contract';
import { HttpError } from '../../lib/http-error';
import { registerOperation } from '../../lib/route';
import { currentMember } from '../../plugins/session-auth.plugin';
import {
  DEMO_ASSETS_PATH,
  DEMO_LOG_OUT_PATH,
  DEMO_REALITY_CHECK_PATH,
  renderExpiredPage,
  renderGamePage,
} from './demo/demo-page';
import { DEMO_PLAY_PATH, type DemoVendor } from './demo/demo-vendor';
import type { LaunchService } from './launch.service';
import { serverFile } from '../../server-files';
import type { GamePageRealityChecks } from '../protection/reality-check-overlay';

const assets = {
  'demo-game.js': 'text/javascript; charset=utf-8',
  'demo-game.css': 'text/css; charset=utf-8',
} as const;
const assetFiles = Object.fromEntries(
  Object.keys(assets).map((name) => [
    name,
    readFileSync(serverFile(`src/modules/vendors/demo/assets/${name}`), 'utf8'),
  ]),
);

/**
 * The demo vendor's own endpoints (its game page and spin) are the vendor's API, not the
 * platform's: they live under /vendor/demo and are not in the contract. The spin answer keeps
 * the envelope so the page reads it like any other call.
 */
const spinBody = z.object({
  bet: z
    .string({ error: 'bet is required' })
    .regex(UNSIGNED_DECIMAL_PATTERN, 'bet must be a decimal string like 1.00'),
});
const spinValue = z.object({
  reels: z.tuple([z.string(), z.string(), z.string()]),
  bet: z.string(),
  win: z.string(),
  balance: z.string(),
  txId: z.string(),
});

export default async function vendorsRoutes(
  app: FastifyInstance,
  opts: { launches: LaunchService; demo: DemoVendor; realityChecks: GamePageRealityChecks },
) {
  registerOperation(app, launchGame, (req) =>
    opts.launches.launch(req.merchant, currentMember(req), req.query, req.language),
  );

  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    DEMO_PLAY_PATH,
    {
      schema: {
        hide: true,
        querystring: z.object({
          launch: z.string().max(128).default(''),
          language: z.string().max(8).optional(),
        }),
      },
    },
    async (req, reply) => {
      const page = req.query.launch ? await opts.demo.openPage(req.query.launch) : null;
      // The launch put the player's language in the address; an unknown one reads as the request's.
      const asked = req.query.language as Language | undefined;
      const language = asked && languages.includes(asked) ? asked : req.language;
      return reply
        .code(page ? 200 : 410)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page ? renderGamePage(page, language) : renderExpiredPage(language));
    },
  );
  typed.post(
    '/vendor/demo/spin',
    { schema: { hide: true, body: spinBody, response: { 200: envelope(spinValue) } } },
    async (req) => {
      const session = req.headers['x-demo-session'];
      return {
        success: true,
        value: await opts.demo.spin(typeof session === 'string' ? session : '', req.body.bet),
      };
    },
  );
  // Issue 34: the reality check over the running game, for the platform session behind it.
  const pageSessionOf = (req: FastifyRequest) => {
    const session = req.headers['x-demo-session'];
    return opts.demo.pageSession(typeof session === 'string' ? session : '');
  };
  typed.get(DEMO_REALITY_CHECK_PATH, { schema: { hide: true } }, async (req, reply) => {
    const found = await pageSessionOf(req);
    if (!found) throw new HttpError(ErrorCode.SESSION_EXPIRED);
    const value = await opts.realityChecks.check(found.member, found.merchant.timeZone);
    return reply.header('cache-control', 'no-store').send({ success: true, value });
  });
  // Log out from the reality check: the platform session ends, and the game with it.
  typed.post(DEMO_LOG_OUT_PATH, { schema: { hide: true } }, async (req) => {
    const found = await pageSessionOf(req);
    if (found) await opts.realityChecks.endSession(found.member.id, found.member.sessionId);
    return { success: true, value: null };
  });
  typed.get(
    `${DEMO_ASSETS_PATH}/:name`,
    {
      schema: {
        hide: true,
        params: z.object({ name: z.enum(Object.keys(assets) as [keyof typeof assets]) }),
      },
    },
    async (req, reply) =>
      reply
        .header('cache-control', 'public, max-age=300')
        .type(assets[req.params.name])
        .send(assetFiles[req.params.name]),
  );
}
