import {
  GAME_LIST_PAGE_SIZE,
  GameCategory,
  LIVE_CLASSIFIES,
  RNG_CLASSIFIES,
  gameTypeOf,
} from '@lotto/contract';
import { withImpliedQuery } from '@/config/pages';
import type { GameClassify, GameListInput, MIN_BET_OPTIONS } from '@lotto/contract';

/** §4 list data types: the four tabs, and 'filter' whenever a filter is active on the all tab. */
export const listTabs = ['all', 'hot', 'recent', 'fav'] as const;
export type ListTab = (typeof listTabs)[number];
export type ListDataType = ListTab | 'filter';

export type MinBet = (typeof MIN_BET_OPTIONS)[number];

/** §2.8 the filter panel's fields; an absent field is no filter. */
export interface GameListFilter {
  vassalage?: string;
  gameClassify?: GameClassify;
  minBet?: MinBet;
  gameName?: string;
}

export type FilterField = keyof GameListFilter;
/** §2.8 chip order: vendor, game classify, minimum bet, game name. */
export const filterFields: readonly FilterField[] = [
  'vassalage',
  'gameClassify',
  'minBet',
  'gameName',
];

/** §5 a game name is trimmed before search; an empty one is no filter. */
export const normaliseFilter = (filter: GameListFilter): GameListFilter => {
  const out: GameListFilter = {};
  if (filter.vassalage) out.vassalage = filter.vassalage;
  if (filter.gameClassify) out.gameClassify = filter.gameClassify;
  if (filter.minBet) out.minBet = filter.minBet;
  const name = filter.gameName?.trim();
  if (name) out.gameName = name;
  return out;
};

export const hasFilter = (filter: GameListFilter): boolean =>
  Object.keys(normaliseFilter(filter)).length > 0;

/** §4: the data type is 'filter' while any filter is set on the all tab. */
export const dataTypeOf = (tab: ListTab, filter: GameListFilter): ListDataType =>
  tab === 'all' && hasFilter(filter) ? 'filter' : tab;

/** §4 removing one chip; clearing the last one returns to 'all'. */
export const removeFilterField = (filter: GameListFilter, field: FilterField): GameListFilter => {
  const next = { ...filter };
  delete next[field];
  return normaliseFilter(next);
};

/** §2.8 the classify codes the panel offers for a game type: LIVE codes for live, RNG for the rest. */
export const classifiesFor = (gameType: GameCategory): readonly GameClassify[] =>
  gameType === GameCategory.LIVE ? LIVE_CLASSIFIES : RNG_CLASSIFIES;

/**
 * §2.8 the game type from the path (`/m/rng` stands for gameType RNG, config/pages.ts) or the
 * query, as the server reads it for the first-view answers (route-assets.json).
 */
export const gameTypeFromLocation = (pathname: string, search: URLSearchParams): GameCategory =>
  gameTypeOf(withImpliedQuery(pathname, search));

/** §2.8 the starting state from the query: type=recent opens recent, vassalage a vendor search. */
export const initialListState = (
  search: URLSearchParams,
): { tab: ListTab; filter: GameListFilter } => {
  const vassalage = search.get('vassalage')?.trim();
  return {
    tab: search.get('type') === 'recent' ? 'recent' : 'all',
    filter: vassalage ? { vassalage } : {},
  };
};

/** The gameList query of one page (§3 game query fields); the hot tab asks the hot games call. */
export const gameListInput = (
  gameType: GameCategory,
  filter: GameListFilter,
  pageNo: number,
  language: GameListInput['language'],
  pageSize: number = GAME_LIST_PAGE_SIZE,
): GameListInput => ({ ...normaliseFilter(filter), gameType, pageNo, pageSize, language });

/** §4 hasMore is true while the current page is below totalPages. */
export const hasMorePages = (pageNum: number, totalPages: number): boolean => pageNum < totalPages;
