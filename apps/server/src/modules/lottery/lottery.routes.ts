import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  catalogueLanguageOf,
  lotteryDrawNumber,
  lotteryGameMenus,
  lotteryLaunch,
  lotteryPageCode,
  lotteryMenu,
  lotteryResults,
  recentLottery,
  textLanguageOf,
  type Language,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { registerOperation } from '../../lib/route';
import { currentMember } from '../../plugins/session-auth.plugin';
import type { MerchantService } from '../merchant/merchant.service';
import { openDraw } from './lottery-schedule';
import { readCatalogueVersion } from '../games/games.service';
import { createLotteryRepository } from './lottery.repository';
import { answerLanguage, localized } from '../../lib/localized';
import { createLotteryService } from './lottery.service';
import { registerLotteryOrderRoutes } from './lottery-orders.routes';
import { committedDraws } from './lottery-orders.repository';
import { FAIR_RULE } from './lottery-fair';
import { LOTTO_H5_SLIP_SCRIPT, renderSlip } from './lotto-h5/lotto-h5-slip';
import { registerLottoH5Fonts } from './lotto-h5/lotto-h5-fonts';
import {
  LOTTO_H5_BASE,
  LOTTO_H5_SCRIPT,
  LOTTO_H5_STYLE,
  LOTTO_H5_THEME,
  renderGamePage,
  renderLobbyPage,
  renderNotFoundPage,
  renderVerifyPage,
  safeStylesheet,
  themeStylesheet,
  type LottoH5Query,
} from './lotto-h5/lotto-h5-page';
import { createLottoH5Sessions, LOTTO_H5_SESSION_COOKIE } from './lotto-h5/lotto-h5-sessions';
import { readCookie } from '../../lib/cookies';
import { serverFile } from '../../server-files';
import type { GamePageRealityChecks } from '../protection/reality-check-overlay';
import {
  realityOverlayOfPage,
  registerLottoH5RealityCheck,
} from './lotto-h5/lotto-h5-reality-check';

export interface LotteryRoutesOptions {
  db: Db;
  clock: Clock;
  merchants: MerchantService;
  /** Issue 34: the reality check over the lotto-h5 page, and its log out. */
  realityChecks: GamePageRealityChecks;
}

const LOTTO_H5_RESULTS = 10;
const PLAY_TYPES = ['ent', 'trad'] as const;
const ASSET_CACHE = 'public, max-age=300';

const asset = (name: string) =>
  readFile(serverFile(`src/modules/lottery/lotto-h5/assets/${name}`), 'utf8');

export default async function lotteryRoutes(app: FastifyInstance, opts: LotteryRoutesOptions) {
  const repo = createLotteryRepository(opts.db);
  const lottery = createLotteryService(repo, opts.clock, (m) => readCatalogueVersion(opts.db, m));

  registerOperation(app, lotteryMenu, (req) => lottery.menus(req.merchant, answerLanguage(req)));
  registerOperation(app, lotteryGameMenus, (req) =>
    lottery.menus(req.merchant, answerLanguage(req)),
  );
  registerOperation(app, recentLottery, (req) =>
    lottery.recent(currentMember(req).id, req.merchant, answerLanguage(req), req.query.recentCount),
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
  const pageSessions = createLottoH5Sessions(opts.db, opts.clock);
  registerOperation(app, lotteryPageCode, (req) => pageSessions.issueCode(currentMember(req)));
  registerLotteryOrderRoutes(app, {
    db: opts.db,
    clock: opts.clock,
    repo,
    pageSessions,
    merchants: opts.merchants,
  });
  registerLottoH5RealityCheck(app, {
    pageSessions,
    merchants: opts.merchants,
    realityChecks: opts.realityChecks,
  });

  // The lotto-h5 pages (§2.10 embeds them). Explicit routes, so /m/* does not serve the app here.
  await registerLottoH5Assets(app, opts.merchants);
  const pages: LottoH5PagesContext = {
    db: opts.db,
    clock: opts.clock,
    merchants: opts.merchants,
    repo,
    lottery,
    pageSessions,
  };
  registerGamePage(app, pages);
  registerVerifyPage(app, pages);
  registerLobbyPage(app, pages);
}

type LottoH5Sessions = ReturnType<typeof createLottoH5Sessions>;

/** What the lotto-h5 pages read besides the request. */
interface LottoH5PagesContext {
  db: Db;
  clock: Clock;
  merchants: MerchantService;
  repo: ReturnType<typeof createLotteryRepository>;
  lottery: ReturnType<typeof createLotteryService>;
  pageSessions: LottoH5Sessions;
}

/** Route options of a page or asset: kept out of the API documentation. */
const hidden = () => ({ schema: { hide: true } });

const pageLanguage = (query: LottoH5Query, fallback: Language): Language => {
  // The web sends the player's catalogue language (zh-TW, ms …): its texts are its fallback's.
  const asked = catalogueLanguageOf(query.language);
  return asked ? textLanguageOf(asked) : fallback;
};

/** The query the page carries on to its own links (not the launch code). */
const carriedQuery = (q: LottoH5Query): string => {
  const carried = new URLSearchParams();
  for (const k of ['merchant', 'stylesheet', 'prize_mode', 'language'] as const) {
    // Only a stylesheet from this site is carried on (safeStylesheet).
    const v = k === 'stylesheet' ? safeStylesheet(q[k]) : q[k];
    if (typeof v === 'string') carried.set(k, v);
  }
  const text = carried.toString();
  return text ? `?${text}` : '';
};
const sendHtml = (reply: FastifyReply, html: string, status = 200) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);

/**
 * The page opened with ?launch=<code>: the code is traded (once, within 60 s) for the page's own
 * session, set as a cookie for the page's paths only, and the page is loaded again without the
 * code, so that neither a code nor a token stays in its address or its history.
 */
const tradeLaunchCode = async (
  pageSessions: LottoH5Sessions,
  req: FastifyRequest<{ Querystring: LottoH5Query }>,
  reply: FastifyReply,
) => {
  const code = req.query.launch ?? '';
  const opened = code.length > 0 && code.length <= 128 ? await pageSessions.open(code) : null;
  if (opened) {
    const secure = req.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${LOTTO_H5_SESSION_COOKIE}=${opened.token}; Path=${LOTTO_H5_BASE}/; Max-Age=${Math.floor(opened.maxAgeMs / 1000)}; HttpOnly; SameSite=Strict${secure}`,
    );
  }
  const [path = '', search = ''] = req.url.split('?');
  const rest = new URLSearchParams(search);
  rest.delete('launch');
  const query = rest.toString();
  return reply.header('cache-control', 'no-store').redirect(query ? `${path}?${query}` : path, 303);
};

/** What every page reads first: the merchant it is for, its language and the style sheet asked. */
async function openPage(
  merchants: MerchantService,
  req: FastifyRequest<{ Params: { mui: string }; Querystring: LottoH5Query }>,
) {
  const merchant = await merchants.get(req.params.mui);
  const fallback = merchant ? textLanguageOf(merchant.languages.default) : DEFAULT_LANGUAGE;
  return {
    stylesheet: safeStylesheet(req.query.stylesheet),
    merchant,
    language: pageLanguage(req.query, fallback),
  };
}

const gameIdOf = (param: string): number | null => (/^\d{1,9}$/.test(param) ? Number(param) : null);

/** The lotto-h5 script, slip script, style sheet, fonts and the merchant's theme. */
async function registerLottoH5Assets(app: FastifyInstance, merchants: MerchantService) {
  const [script, style, slipScript] = await Promise.all([
    asset('lotto-h5.js'),
    asset('lotto-h5.css'),
    asset('lotto-h5-slip.js'),
  ]);
  await registerLottoH5Fonts(app);
  app.get(LOTTO_H5_SCRIPT, hidden(), (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', ASSET_CACHE).send(script),
  );
  app.get(LOTTO_H5_SLIP_SCRIPT, hidden(), (_req, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', ASSET_CACHE)
      .send(slipScript),
  );
  app.get(LOTTO_H5_STYLE, hidden(), (_req, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', ASSET_CACHE).send(style),
  );
  app.get<{ Querystring: { merchant?: string } }>(LOTTO_H5_THEME, hidden(), async (req, reply) => {
    const merchant = await merchants.get(req.query.merchant || undefined);
    if (!merchant) return reply.code(404).type('text/css; charset=utf-8').send('');
    return reply
      .type('text/css; charset=utf-8')
      .header('cache-control', ASSET_CACHE)
      .send(themeStylesheet(merchant.branding.colours));
  });
}

/** A game's page (opened with a launch code first, then from its own session). */
function registerGamePage(
  app: FastifyInstance,
  { clock, merchants, repo, lottery, pageSessions }: LottoH5PagesContext,
) {
  app.get<{
    Params: { mui: string; playType: string; gameId: string };
    Querystring: LottoH5Query;
  }>(`${LOTTO_H5_BASE}/:mui/:playType/games/:gameId`, hidden(), async (req, reply) => {
    if (req.query.launch !== undefined) return tradeLaunchCode(pageSessions, req, reply);
    const { stylesheet, merchant, language } = await openPage(merchants, req);
    const gameId = gameIdOf(req.params.gameId);
    const game =
      merchant && gameId !== null && (PLAY_TYPES as readonly string[]).includes(req.params.playType)
        ? await repo.gameById(merchant.code, gameId)
        : null;
    if (!merchant || !game) return sendHtml(reply, renderNotFoundPage(language, stylesheet), 404);
    const now = clock();
    // §2.9 a game the member opens, from the lobby too, goes to the top of their recent list.
    const pageSession = readCookie(req.headers.cookie, LOTTO_H5_SESSION_COOKIE);
    const member = pageSession ? await pageSessions.sessionMember(pageSession) : null;
    if (member) await repo.recordRecent(member.id, game.id, now);
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
        slip: renderSlip({
          game,
          merchant,
          language,
          numero: openDraw(game, now, merchant.timeZone).numero,
          verifyHref: `${LOTTO_H5_BASE}/${encodeURIComponent(merchant.code)}/${req.params.playType}/verify/${game.gameId}${carriedQuery(req.query)}`,
        }),
        realityOverlay: realityOverlayOfPage(member, merchant, language),
      }),
    );
  });
}

function registerVerifyPage(app: FastifyInstance, { db, merchants, repo }: LottoH5PagesContext) {
  // Each draw's commitment, seed and result, for anyone to check.
  app.get<{
    Params: { mui: string; playType: string; gameId: string };
    Querystring: LottoH5Query;
  }>(`${LOTTO_H5_BASE}/:mui/:playType/verify/:gameId`, hidden(), async (req, reply) => {
    const { stylesheet, merchant, language } = await openPage(merchants, req);
    const gameId = gameIdOf(req.params.gameId);
    const game = merchant && gameId !== null ? await repo.gameById(merchant.code, gameId) : null;
    if (!merchant || !game) return sendHtml(reply, renderNotFoundPage(language, stylesheet), 404);
    const rows = await committedDraws(db, merchant.code, game.gameCode, 20);
    return sendHtml(
      reply,
      renderVerifyPage({
        name: localized(game.name, language, game.remark),
        language,
        timeZone: merchant.timeZone,
        stylesheet,
        backHref: `${LOTTO_H5_BASE}/${encodeURIComponent(merchant.code)}/${req.params.playType}/games/${game.gameId}${carriedQuery(req.query)}`,
        rule: FAIR_RULE,
        draws: rows.map((r) => ({
          numero: r.seed.numero,
          drawTime: r.seed.drawTime.getTime(),
          commitment: r.seed.commitment,
          seed: r.numbers ? r.seed.seed : null,
          result: r.numbers ?? null,
        })),
      }),
    );
  });
}

/** The lobby of one play type: every game of the merchant. */
function registerLobbyPage(
  app: FastifyInstance,
  { merchants, repo, pageSessions }: LottoH5PagesContext,
) {
  app.get<{ Params: { mui: string; playType: string }; Querystring: LottoH5Query }>(
    `${LOTTO_H5_BASE}/:mui/:playType/lobby`,
    hidden(),
    async (req, reply) => {
      if (req.query.launch !== undefined) return tradeLaunchCode(pageSessions, req, reply);
      const { stylesheet, merchant, language } = await openPage(merchants, req);
      if (!merchant || !(PLAY_TYPES as readonly string[]).includes(req.params.playType)) {
        return sendHtml(reply, renderNotFoundPage(language, stylesheet), 404);
      }
      const games = await repo.games(merchant.code);
      const { merchant: m, stylesheet: s, prize_mode, language: l } = req.query;
      return sendHtml(
        reply,
        renderLobbyPage({
          merchant,
          language,
          playType: req.params.playType,
          games: games.map((game) => ({ game, name: localized(game.name, language, game.remark) })),
          query: { merchant: m, stylesheet: s, prize_mode, language: l },
          stylesheet,
        }),
      );
    },
  );
}
