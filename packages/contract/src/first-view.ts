import { GAME_LIST_PAGE_SIZE, HOT_PLATFORM_ID } from './constants';
import { GameCategory, PrizeMode, gameCategories } from './enums';
import type { Language } from './enums';
import type { CatalogueLanguage } from './language-catalogue';
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
/** §7 registration's banners: type B of the m_reg group. */
export const registerAnnouncementsParams = {
  types: 'B',
  platform: 'M',
  groupName: 'm_reg',
} as const;
/** §7 /m/notice: the player announcements (PL) of every group. */
export const noticeAnnouncementsParams = { types: 'PL', platform: 'M' } as const;
/** §2.11 the activity center's promotions (PR). */
export const promotionsParams = { types: 'PR', platform: 'M' } as const;
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

const isCategory = (v: string | null): v is GameCategory =>
  v !== null && (gameCategories as string[]).includes(v);

/**
 * §2.8 the game type of a list from its query gameType (RNG, LIVE, PVP, FISH), default RNG. A path
 * that stands for a type (the web's `/m/rng`) puts it in the query first (its page declaration).
 */
export const gameTypeOf = (search: URLSearchParams): GameCategory => {
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

/**
 * The sets of first calls the server can answer ahead. A page names its set in its declaration
 * (the web's src/config/pages.ts); the web build writes it per path in route-assets.json, which
 * the server reads: the contract knows no page's path.
 */
export const firstViewSets = [
  'home',
  'gameList',
  'lottery',
  'register',
  'notice',
  'promotions',
  'agreement',
  'gameCenter',
] as const;
export type FirstViewSet = (typeof firstViewSets)[number];

/**
 * The calls of a page's first view for a visitor in `language`: the shell's two (status and
 * settings) and those of the page's set, if it has one. A game list opened on a recent tab or with
 * a vendor filter starts elsewhere, so only its plain first page is answered ahead.
 */
export const firstViewCalls = (
  set: FirstViewSet | undefined,
  search: URLSearchParams,
  language: Language,
): FirstViewCall[] => {
  const shell: FirstViewCall[] = [
    { route: routes.siteStatus },
    { route: routes.consolidatedSettings },
  ];
  switch (set) {
    case 'home':
      return [
        ...shell,
        { route: routes.announcements, query: homeAnnouncementsParams, visitorOnly: true },
        { route: routes.vendorGameTypes, query: vendorGameTypesParams },
        { route: routes.hotGames, query: hotGamesParams(language) },
        { route: routes.hotMatch, query: hotMatchParams },
      ];
    case 'gameList': {
      const plain = search.get('type') !== 'recent' && !search.get('vassalage')?.trim();
      return [
        ...shell,
        { route: routes.vendorGameTypes, query: vendorGameTypesParams },
        ...(plain
          ? [
              {
                route: routes.gameList,
                query: firstGameListPageParams(gameTypeOf(search), language),
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
    case 'register':
      return [
        ...shell,
        { route: routes.announcements, query: registerAnnouncementsParams, visitorOnly: true },
      ];
    case 'notice':
      return [
        ...shell,
        { route: routes.announcements, query: noticeAnnouncementsParams, visitorOnly: true },
      ];
    case 'promotions':
      return [
        ...shell,
        { route: routes.announcements, query: promotionsParams, visitorOnly: true },
        { route: routes.promotionCategories },
      ];
    case 'agreement':
      return [...shell, { route: routes.userAgreement }];
    case 'gameCenter':
      return [...shell, { route: routes.vendorGameTypes, query: vendorGameTypesParams }];
    case undefined:
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
  /**
   * The catalogue language the answers were made in (their Language header); a page in another
   * language asks again.
   */
  language: CatalogueLanguage;
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
/**
 * Set by the app while it holds a session (it keeps the session itself in session storage, which
 * the server never sees): the server then sends a member the index without a visitor's first view
 * rendered in it. It marks, it proves nothing: no call reads it.
 */
export const MEMBER_MARK_COOKIE = 'member';
/** The attribute of #root that says the server rendered the first view in it, and in which language. */
export const RENDERED_LANGUAGE_ATTRIBUTE = 'data-rendered-language';
/**
 * The attribute of #root that says the server sent only the page's outline (what it shows before
 * anything can be typed or tapped: the logo, the title, the banners), not the page: the app
 * renders the page in its place instead of taking the outline's elements over.
 */
export const OUTLINE_ATTRIBUTE = 'data-outline';

/**
 * The window property under which a server-rendered page keeps the last button tapped before the
 * app took the page over (apps/server/src/web/start-after-paint.ts): the app taps it again once
 * it has hydrated, so a tap on the page as first seen is not lost.
 */
export const FIRST_VIEW_TAP_GLOBAL = 'firstViewTap';

/**
 * The window property under which a server-rendered page keeps the browser's install offer
 * (`beforeinstallprompt`) that came before the app's scripts started (start-after-paint.ts): the
 * browser fires it once, and the add-to-home-screen guide (§2.13) hands over to it later.
 */
export const FIRST_VIEW_INSTALL_OFFER_GLOBAL = 'firstViewInstallOffer';
