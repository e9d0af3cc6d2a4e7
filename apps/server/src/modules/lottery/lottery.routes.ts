import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  languages,
  lotteryDrawNumber,
  lotteryGameMenus,
  lotteryLaunch,
  lotteryMenu,
  lotteryResults,
  recentLottery,
  type Language,
  type MerchantConfig,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { registerOperation } from '../../lib/route';
import { currentMember } from '../auth/session-auth.plugin';
import type { MerchantService } from '../merchant/merchant.service';
import { openDraw } from './lottery-schedule';
import { readCatalogueVersion } from '../games/games.repository';
import { createLotteryRepository } from './lottery.repository';
import { createLotteryService, localized } from './lottery.service';
import { registerLottoH5Fonts } from './lotto-h5/lotto-h5-fonts';
import {
  LOTTO_H5_BASE,
  LOTTO_H5_SCRIPT,
  LOTTO_H5_STYLE,
  LOTTO_H5_THEME,
  renderGamePage,
  renderLobbyPage,
  renderNotFoundPage,
  safeStylesheet,
  themeStylesheet,
  type LottoH5Query,
} from './lotto-h5/lotto-h5-page';

export interface LotteryRoutesOptions {
  db: Db;
  clock: Clock;
  merchants: MerchantService;
}

const LOTTO_H5_RESULTS = 10;
const PLAY_TYPES = ['ent', 'trad'] as const;
const ASSET_CACHE = 'public, max-age=300';

const asset = (name: string) =>
  readFile(new URL(`./lotto-h5/assets/${name}`, import.meta.url), 'utf8');

export default async function lotteryRoutes(app: FastifyInstance, opts: LotteryRoutesOptions) {
  const repo = createLotteryRepository(opts.db);
  const lottery = createLotteryService(repo, opts.clock, (m) => readCatalogueVersion(opts.db, m));

  // §7 sends language in the query; it wins over the Language header when the merchant offers it.
  const languageOf = (req: {
    query: { language?: Language };
    merchant: MerchantConfig;
    language: Language;
  }) =>
    req.query.language && req.merchant.languages.supported.includes(req.query.language)
      ? req.query.language
      : req.language;
  registerOperation(app, lotteryMenu, (req) => lottery.menus(req.merchant, languageOf(req)));
  registerOperation(app, lotteryGameMenus, (req) => lottery.menus(req.merchant, languageOf(req)));
  registerOperation(app, recentLottery, (req) =>
    lottery.recent(currentMember(req).id, req.merchant, languageOf(req), req.query.recentCount),
  );
  registerOperation(app, lotteryDrawNumber, (req) =>
    lottery.draws(req.merchant, req.query.prizeMode),
  );
  registerOperation(app, lotteryResults, (req) =>
    lottery.results(req.merchant, req.query.gameCode, req.query.count),
  );
  registerOperation(app, lotteryLaunch, (req) =>
    lottery.launch(currentMember(req).id, req.merchant, req.query),
  );

  // The lotto-h5 pages (§2.10 embeds them). Explicit routes, so /m/* does not serve the app here.
  const [script, style] = await Promise.all([asset('lotto-h5.js'), asset('lotto-h5.css')]);
  const hidden = { schema: { hide: true } };
  await registerLottoH5Fonts(app);
  app.get(LOTTO_H5_SCRIPT, hidden, (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', ASSET_CACHE).send(script),
  );
  app.get(LOTTO_H5_STYLE, hidden, (_req, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', ASSET_CACHE).send(style),
  );
  app.get<{ Querystring: { merchant?: string } }>(LOTTO_H5_THEME, hidden, async (req, reply) => {
    const merchant = await opts.merchants.get(req.query.merchant || undefined);
    if (!merchant) return reply.code(404).type('text/css; charset=utf-8').send('');
    return reply
      .type('text/css; charset=utf-8')
      .header('cache-control', ASSET_CACHE)
      .send(themeStylesheet(merchant.branding.colours));
  });

  const pageLanguage = (query: LottoH5Query, fallback: Language): Language => {
    const asked = query.language?.toLowerCase() as Language | undefined;
    return asked && languages.includes(asked) ? asked : fallback;
  };
  const sendHtml = (reply: FastifyReply, html: string, status = 200) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html);

  app.get<{
    Params: { mui: string; playType: string; gameId: string };
    Querystring: LottoH5Query;
  }>(`${LOTTO_H5_BASE}/:mui/:playType/games/:gameId`, hidden, async (req, reply) => {
    const stylesheet = safeStylesheet(req.query.stylesheet);
    const merchant = await opts.merchants.get(req.params.mui);
    const language = pageLanguage(req.query, merchant?.languages.default ?? DEFAULT_LANGUAGE);
    const gameId = /^\d{1,9}$/.test(req.params.gameId) ? Number(req.params.gameId) : null;
    const game =
      merchant && gameId !== null && (PLAY_TYPES as readonly string[]).includes(req.params.playType)
        ? await repo.gameById(merchant.code, gameId)
        : null;
    if (!merchant || !game) return sendHtml(reply, renderNotFoundPage(language, stylesheet), 404);
    const now = opts.clock();
    return sendHtml(
      reply,
      renderGamePage({
        game,
        name: localized(game.name, language, game.remark),
        merchant,
        language,
        draw: openDraw(game, now, merchant.timeZone),
        results: await lottery.results(merchant, game.gameCode, LOTTO_H5_RESULTS),
        stylesheet,
        now: now.getTime(),
      }),
    );
  });

  app.get<{ Params: { mui: string; playType: string }; Querystring: LottoH5Query }>(
    `${LOTTO_H5_BASE}/:mui/:playType/lobby`,
    hidden,
    async (req, reply) => {
      const stylesheet = safeStylesheet(req.query.stylesheet);
      const merchant = await opts.merchants.get(req.params.mui);
      const language = pageLanguage(req.query, merchant?.languages.default ?? DEFAULT_LANGUAGE);
      if (!merchant || !(PLAY_TYPES as readonly string[]).includes(req.params.playType)) {
        return sendHtml(reply, renderNotFoundPage(language, stylesheet), 404);
      }
      const games = await repo.games(merchant.code);
      const { token, merchant: m, stylesheet: s, prize_mode, language: l } = req.query;
      return sendHtml(
        reply,
        renderLobbyPage({
          merchant,
          language,
          playType: req.params.playType,
          games: games.map((game) => ({ game, name: localized(game.name, language, game.remark) })),
          query: { token, merchant: m, stylesheet: s, prize_mode, language: l },
          stylesheet,
        }),
      );
    },
  );
}
