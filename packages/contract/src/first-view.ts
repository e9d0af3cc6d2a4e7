import { GAME_LIST_PAGE_SIZE, HOT_PLATFORM_ID } from './constants';
import { GameCategory, PrizeMode, gameCategories } from './enums';
import type { Language } from './enums';
import { routes } from './routes';
import type { Route } from './routes';

/**
 * The calls a page makes before it can show anything, with their queries written once: the pages
 * make them, and the server answers them inside the index it sends for that page (the first-view
 * answers), so a phone on a slow network waits for one round trip instead of three.
 */

/** §7 home: banners, player notices and popups of the m_home group. */
export const homeAnnouncementsParams = {
  types: 'B,PL,PU',
  platform: 'M',
  groupName: 'm_home',
} as const;
/** §7 hot match: types H on the mobile platform. */
export const hotMatchParams = { types: 'H', platform: 'M' } as const;
/** §7 vendor game types: typeId 1 (the game center's tabs and vendors). */
export const vendorGameTypesParams = { typeId: 1 } as const;
/** §7 hot games: isPlatform 2, platform html5, in the page's language. */
export const hotGamesParams = (language: Language) => ({
  isPlatform: HOT_PLATFORM_ID,
  platform: 'html5' as const,
  language,
});
/** §7 lottery menu: prizeMode SEA on a mobile device. */
export const lotteryMenuParams = { prizeMode: PrizeMode.SEA, device: 'MOBILE' } as const;
/** §7 opened draw numbers of a prize mode (SEA for the lottery page). */
export const drawNumbersParams = (prizeMode: PrizeMode = PrizeMode.SEA) => ({ prizeMode });

const pathGameTypes: Record<string, GameCategory> = {
  '/m/rng': GameCategory.RNG,
  '/m/live': GameCategory.LIVE,
  '/m/pvp': GameCategory.PVP,
  '/m/fish': GameCategory.FISH,
};

const isCategory = (v: string | null): v is GameCategory =>
  v !== null && (gameCategories as string[]).includes(v);

/** §2.8 the game type from the path (RNG, LIVE, PVP, FISH) or the query gameType, default RNG. */
export const gameTypeFromLocation = (pathname: string, search: URLSearchParams): GameCategory => {
  const fromPath = pathGameTypes[pathname.replace(/\/+$/, '').toLowerCase()];
  if (fromPath) return fromPath;
  const q = search.get('gameType')?.toUpperCase() ?? null;
  return isCategory(q) ? q : GameCategory.RNG;
};

/** §2.8 the first page of a game list without filters: what /m/gameList shows first. */
export const firstGameListPageParams = (gameType: GameCategory, language: Language) => ({
  gameType,
  pageNo: 1,
  pageSize: GAME_LIST_PAGE_SIZE,
  language,
});

/** One GET call of a first view. */
export interface FirstViewCall {
  route: Route;
  query?: Record<string, string | number>;
  /** The answer differs for a player with a session (announcements carry their read marks). */
  visitorOnly?: boolean;
}

/** Pages whose first view the server can answer ahead (names as in the web app's route table). */
export type FirstViewPage = 'home' | 'game-list' | 'lottery' | (string & {});

/**
 * The calls of a page's first view for a visitor in `language`: the shell's two (status and
 * settings) and the page's own. A game list opened on a recent tab or with a vendor filter starts
 * elsewhere, so only its plain first page is answered ahead.
 */
export const firstViewCalls = (
  page: FirstViewPage,
  location: { pathname: string; search: URLSearchParams },
  language: Language,
): FirstViewCall[] => {
  const shell: FirstViewCall[] = [
    { route: routes.siteStatus },
    { route: routes.consolidatedSettings },
  ];
  switch (page) {
    case 'home':
      return [
        ...shell,
        { route: routes.announcements, query: homeAnnouncementsParams, visitorOnly: true },
        { route: routes.vendorGameTypes, query: vendorGameTypesParams },
        { route: routes.hotGames, query: hotGamesParams(language) },
        { route: routes.hotMatch, query: hotMatchParams },
      ];
    case 'game-list': {
      const { search, pathname } = location;
      const plain = search.get('type') !== 'recent' && !search.get('vassalage')?.trim();
      return [
        ...shell,
        { route: routes.vendorGameTypes, query: vendorGameTypesParams },
        ...(plain
          ? [
              {
                route: routes.gameList,
                query: firstGameListPageParams(gameTypeFromLocation(pathname, search), language),
              },
            ]
          : []),
      ];
    }
    case 'lottery':
      return [
        ...shell,
        { route: routes.lotteryMenu, query: lotteryMenuParams },
        { route: routes.lotteryDrawNumber, query: drawNumbersParams() },
      ];
    default:
      return shell;
  }
};

/**
 * One spelling of a call's address whatever the order of its query: the key under which the index
 * carries an answer and under which the page looks it up.
 */
export const firstViewKey = (method: string, url: string): string => {
  const [path = '', search = ''] = url.split('?');
  const params = [...new URLSearchParams(search)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return `${method.toUpperCase()} ${path}${query ? `?${query}` : ''}`;
};

/** The first-view answers as the index carries them (a JSON data block, FIRST_VIEW_ELEMENT_ID). */
export interface FirstViewAnswers {
  /** The language the answers were made in; a page in another language asks again. */
  language: Language;
  /** The merchant they belong to. */
  merchant: string;
  /** Server time (epoch ms) when they were made, for the page's server clock. */
  serverTime: number;
  /** Envelopes by firstViewKey. */
  answers: Record<string, unknown>;
  /** Keys of answers made for a visitor that a player with a session must ask for again. */
  visitorOnly: string[];
}

export const FIRST_VIEW_ELEMENT_ID = 'first-view-answers';
/** The cookie that tells the server the player's language before the page runs (§2.12). */
export const LANGUAGE_COOKIE = 'lang';
