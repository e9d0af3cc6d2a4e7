import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  FIRST_VIEW_ELEMENT_ID,
  LANGUAGE_COOKIE,
  firstViewCalls,
  firstViewKey,
  firstViewSets,
  gameArtOf,
  catalogueLanguageOf,
  lotteryArtOf,
  messageChainOf,
  textLanguageOf,
} from '@lotto/contract';
import type {
  AnnouncementsValue,
  CatalogueLanguage,
  FirstViewAnswers,
  FirstViewCall,
  FirstViewSet,
  GameListValue,
  Language,
  LotteryMenuValue,
} from '@lotto/contract';

/**
 * route-assets.json of the web build (apps/web/build/route-assets.ts): a path's own files, its set
 * of first calls and the query the path stands for. The web's page declarations are its source.
 */
export interface RouteAssets {
  page: string;
  js: string[];
  css: string[];
  firstView?: FirstViewSet;
  impliedQuery?: Record<string, string>;
  /** The page needs a session: a member gets its outline (first-view-html.ts, `member`). */
  memberOnly?: true;
}
export type RouteAssetsByPath = Record<string, RouteAssets>;

export const ROUTE_ASSETS_FILE = 'route-assets.json';
/** §2.1 unknown paths show home, so they start with home's files. */
const FALLBACK_PATH = '/m/home';

/** route-assets.json as the build wrote it (paths in their declared case), or null without one. */
export async function readDeclaredRouteAssets(distDir: string): Promise<RouteAssetsByPath | null> {
  try {
    const parsed = JSON.parse(await readFile(join(distDir, ROUTE_ASSETS_FILE), 'utf8')) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as RouteAssetsByPath) : null;
  } catch {
    return null;
  }
}

/**
 * The table an index is answered from. The client router matches paths without regard to case;
 * so does this table. A set this server does not know (a newer build) is answered as none: the
 * page makes its calls itself.
 */
export function routeAssetsByPath(declared: RouteAssetsByPath): RouteAssetsByPath {
  const known: readonly string[] = firstViewSets;
  return Object.fromEntries(
    Object.entries(declared).map(([p, a]) => [
      p.toLowerCase(),
      a.firstView && !known.includes(a.firstView) ? { ...a, firstView: undefined } : a,
    ]),
  );
}

/** Every page path of the web build (route aliases must open one), or null without a build. */
async function readPagePaths(distDir: string | undefined): Promise<ReadonlySet<string> | null> {
  const declared = distDir ? await readDeclaredRouteAssets(distDir) : null;
  return declared ? new Set(Object.keys(routeAssetsByPath(declared))) : null;
}

/**
 * `readPagePaths` of one build, read from disk on the first call only: a build does not change
 * under a running server (web-app.ts reads its route table once, at start), so a settings save
 * asks the memory. No build at the first call stays no build (null) until the process restarts,
 * as the pages it serves do.
 */
export function pagePathsOfBuild(
  distDir: string | undefined,
): () => Promise<ReadonlySet<string> | null> {
  let paths: Promise<ReadonlySet<string> | null> | undefined;
  return () => (paths ??= readPagePaths(distDir));
}

/** font-assets.json of the web build: its font files by unicode subset. */
export type FontAssets = Partial<Record<FontSubset, string[]>>;
type FontSubset = 'thai' | 'latin';

export const FONT_ASSETS_FILE = 'font-assets.json';

/**
 * The subset a language's text is written in. styles/fonts.css ships Thai and Latin faces; Chinese
 * and Japanese text is drawn in the phone's own fonts.
 */
const FONT_SUBSET_OF_LANGUAGE: Record<Language, FontSubset | null> = {
  th: 'thai',
  en: 'latin',
  id: 'latin',
  vi: 'latin',
  cn: null,
  ja: null,
};

/** One of the build's JSON tables beside the index (font-assets.json, message-assets.json). */
async function readBuildTable<T extends object>(
  distDir: string,
  file: string,
): Promise<Partial<T>> {
  try {
    const parsed = JSON.parse(await readFile(join(distDir, file), 'utf8')) as unknown;
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

export const readFontAssets = (distDir: string): Promise<FontAssets> =>
  readBuildTable<FontAssets>(distDir, FONT_ASSETS_FILE);

/** The shell's messages of each language: one script each (apps/web/build/route-assets.ts). */
export type MessageAssets = Partial<Record<string, string>>;

export const MESSAGE_ASSETS_FILE = 'message-assets.json';

export const readMessageAssets = (distDir: string): Promise<MessageAssets> =>
  readBuildTable<MessageAssets>(distDir, MESSAGE_ASSETS_FILE);

/**
 * The scripts of the messages a page in `language` reads (its chain's files): the app renders once
 * they are in, so the index asks for them with the shell, not after it.
 */
export const messagesOfLanguage = (
  messages: MessageAssets,
  language: CatalogueLanguage,
): string[] => messageChainOf(language).flatMap((code) => messages[code] ?? []);

/**
 * The font files a page in `language` draws its text with. Announced in the index, they arrive
 * with the scripts, before the first render: its first layout has its faces (no fallback search,
 * no second layout and no flash of other letters when they swap in).
 */
export const fontsOfLanguage = (fonts: FontAssets, language: CatalogueLanguage): string[] => {
  const subset = FONT_SUBSET_OF_LANGUAGE[textLanguageOf(language)];
  return subset ? (fonts[subset] ?? []) : [];
};

export const assetsOfPath = (table: RouteAssetsByPath, pathname: string): RouteAssets | null => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return table[path.toLowerCase()] ?? table[FALLBACK_PATH] ?? null;
};

/**
 * The language the page will run in: the player's choice of the catalogue (mirrored in a cookie)
 * or the default. The calls are made with it in their Language header, as the page makes them,
 * and the server reads it as the complete language whose texts it shows.
 */
const LANGUAGE_IN_COOKIE = new RegExp(
  `(?:^|;\\s*)${LANGUAGE_COOKIE}=([A-Za-z]{2,3}(?:-[A-Za-z]{2})?)`,
);

export const languageOfRequest = (request: FastifyRequest): CatalogueLanguage =>
  catalogueLanguageOf(LANGUAGE_IN_COOKIE.exec(request.headers.cookie ?? '')?.[1]) ??
  DEFAULT_LANGUAGE;

const urlOf = ({ route, query }: FirstViewCall): string => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) params.append(k, String(v));
  const search = params.toString();
  return search ? `${route.path}?${search}` : route.path;
};

/** Headers of the page request that the calls must see too (host, proxy and country headers). */
const forwardedHeaders = (request: FastifyRequest, language: CatalogueLanguage) => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (/^(cookie|authorization|accept.*|content-.*|if-.*|connection|merchant)$/i.test(name))
      continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  headers.accept = 'application/json';
  headers.language = language;
  return headers;
};

/**
 * The answers of a page's first calls, made through the server's own routes (same checks, same
 * rate limits for the player's address) for a visitor: none of these calls reads a session.
 * A call that fails is left out and the page makes it itself.
 */
export async function answerFirstView(
  app: FastifyInstance,
  request: FastifyRequest,
  assets: RouteAssets,
  merchantCode: string,
): Promise<{ calls: FirstViewCall[]; answers: FirstViewAnswers }> {
  const search = new URL(request.url, 'http://page.invalid').searchParams;
  for (const [name, value] of Object.entries(assets.impliedQuery ?? {})) search.set(name, value);
  const language = languageOfRequest(request);
  // The page's queries name the language of its texts (ms reads in id), as the page's own do.
  const calls = firstViewCalls(assets.firstView, search, textLanguageOf(language));
  const headers = forwardedHeaders(request, language);
  const answers: Record<string, unknown> = {};
  const visitorOnly: string[] = [];
  await Promise.all(
    calls.map(async (call) => {
      const path = urlOf(call);
      const res = await app.inject({
        method: call.route.method,
        url: path,
        headers,
        remoteAddress: request.ip,
      });
      if (res.statusCode !== 200) return;
      try {
        const envelope = res.json<{ success?: boolean }>();
        if (envelope.success !== true) return;
        const key = firstViewKey(call.route.method, path);
        answers[key] = envelope;
        if (call.visitorOnly) visitorOnly.push(key);
      } catch {
        // Not JSON: the page asks again.
      }
    }),
  );
  return {
    calls,
    answers: { language, merchant: merchantCode, serverTime: Date.now(), answers, visitorOnly },
  };
}

const valueOf = <T>(answers: FirstViewAnswers, call: FirstViewCall): T | null => {
  const envelope = answers.answers[firstViewKey(call.route.method, urlOf(call))] as
    { value?: T } | undefined;
  return envelope?.value ?? null;
};

const operationOfSet: Record<FirstViewSet, string> = {
  home: 'announcements',
  gameList: 'gameList',
  lottery: 'lotteryMenu',
  register: 'announcements',
  notice: 'announcements',
  promotions: 'announcements',
  agreement: 'userAgreement',
  gameCenter: 'vendorGameTypes',
};

/**
 * The image that is the page's largest paint, so the index can ask for it at once: home's and the
 * register page's first banner, a game list's first tile, the lottery page's first tile (§2.3,
 * §2.8, §2.9: the first of each is loaded eagerly; a visitor has no favourites to put first).
 */
export const largestImageOf = (
  set: FirstViewSet | undefined,
  calls: FirstViewCall[],
  answers: FirstViewAnswers,
): string | null => {
  if (!set) return null;
  const call = calls.find((c) => c.route.operationId === operationOfSet[set]);
  if (!call) return null;
  switch (set) {
    case 'home':
    case 'register':
      return valueOf<AnnouncementsValue>(answers, call)?.banners[0]?.url ?? null;
    case 'gameList': {
      const first = valueOf<GameListValue>(answers, call)?.games[0];
      return first ? gameArtOf(first) : null;
    }
    case 'notice':
    case 'promotions':
    case 'agreement':
    case 'gameCenter':
      return null;
    case 'lottery': {
      const menus = valueOf<LotteryMenuValue>(answers, call);
      const first = menus ? Object.values(menus)[0]?.gameMenus[0] : undefined;
      return first ? lotteryArtOf(first) : null;
    }
  }
};

/** JSON inside <script type="application/json">: nothing in it may close the element. */
export const jsonDataBlock = (id: string, data: unknown): string =>
  `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

export const firstViewBlock = (answers: FirstViewAnswers) =>
  jsonDataBlock(FIRST_VIEW_ELEMENT_ID, answers);

/**
 * Home's and a list's first answers change with the catalogue, not with the second: a burst of
 * visitors within this window shares one set of calls. The lottery page's draws change with the
 * clock, so it is always answered fresh.
 */
export const FIRST_VIEW_REUSE_MS = 1_000;
const ANSWERED_FRESH = new Set<FirstViewSet | undefined>(['lottery']);
const MAX_REUSED = 500;

interface Reused {
  at: number;
  made: Promise<{ calls: FirstViewCall[]; answers: FirstViewAnswers }>;
}

/** answerFirstView with a short reuse per page, address, language, merchant and country. */
export function createFirstViewAnswers(app: FastifyInstance, countryHeader: string) {
  const reused = new Map<string, Reused>();
  return async (request: FastifyRequest, assets: RouteAssets, merchantCode: string) => {
    if (ANSWERED_FRESH.has(assets.firstView))
      return answerFirstView(app, request, assets, merchantCode);
    const country = request.headers[countryHeader.toLowerCase()] ?? '';
    const key = [
      assets.page,
      request.url,
      languageOfRequest(request),
      merchantCode,
      String(country),
    ].join('\u0000');
    const now = Date.now();
    let hit = reused.get(key);
    if (!hit || now - hit.at > FIRST_VIEW_REUSE_MS) {
      if (reused.size >= MAX_REUSED) reused.clear();
      hit = { at: now, made: answerFirstView(app, request, assets, merchantCode) };
      reused.set(key, hit);
      hit.made.catch(() => reused.delete(key));
    }
    // Shared by the burst: the index (web-app.ts) builds its page once per set and stamps each
    // copy with the time it is sent, which the page sets its server clock from.
    return hit.made;
  };
}
