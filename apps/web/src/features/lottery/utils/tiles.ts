import { HOT_LOTTERY_MENU_TAG } from '@lotto/contract';
import type { DrawEntry, LotteryMenuValue, LotteryTile } from '@lotto/contract';

/** §4 list data types of the lottery list. */
export const LotteryTab = { all: 'all', hot: 'hot', recent: 'recent', fav: 'fav' } as const;
export type LotteryTab = (typeof LotteryTab)[keyof typeof LotteryTab];
export const lotteryTabs: readonly LotteryTab[] = ['all', 'hot', 'recent', 'fav'];

export interface LotteryFilter {
  text: string;
  /** A menu's labelName, or '' for every category. */
  category: string;
}
export const emptyFilter: LotteryFilter = { text: '', category: '' };
export const isFilterActive = (f: LotteryFilter) => f.text.trim() !== '' || f.category !== '';

/** §2.9 All: every game of every menu, once, in menu order. */
export const allTiles = (menus: LotteryMenuValue): LotteryTile[] => {
  const seen = new Set<string>();
  const out: LotteryTile[] = [];
  for (const menu of Object.values(menus)) {
    for (const tile of menu.gameMenus) {
      if (seen.has(tile.gameCode)) continue;
      seen.add(tile.gameCode);
      out.push(tile);
    }
  }
  return out;
};

/** §2.9 Hot: the games of the menu tagged vietnam_rb_hot. */
export const hotTiles = (menus: LotteryMenuValue): LotteryTile[] =>
  Object.values(menus).find((m) => m.tag === HOT_LOTTERY_MENU_TAG)?.gameMenus ?? [];

export const categoriesOf = (menus: LotteryMenuValue): string[] => [
  ...new Set(Object.values(menus).map((m) => m.labelName)),
];

/** §2.9 filter: text on remark (trimmed, any case), category by the menu's labelName. */
export const filterTiles = (menus: LotteryMenuValue, filter: LotteryFilter): LotteryTile[] => {
  const text = filter.text.trim().toLocaleLowerCase();
  const source = filter.category
    ? Object.values(menus)
        .filter((m) => m.labelName === filter.category)
        .flatMap((m) => m.gameMenus)
    : allTiles(menus);
  const unique = [...new Map(source.map((t) => [t.gameCode, t])).values()];
  return text ? unique.filter((t) => t.remark.toLocaleLowerCase().includes(text)) : unique;
};

/** §2.9 favourites first; the order within each group stays. */
export const favouritesFirst = (
  tiles: readonly LotteryTile[],
  favourites: readonly string[],
): LotteryTile[] => {
  const fav = new Set(favourites);
  return [...tiles.filter((t) => fav.has(t.gameId)), ...tiles.filter((t) => !fav.has(t.gameId))];
};

/** What a tile counts down to: its draw from the latest draw poll, else from the menu answer. */
export interface TileClock {
  drawTime: number;
  /** Seconds the countdown takes off the time to the draw: the lock time, or half the span. */
  lockTime: number;
  isSale: boolean;
  numero: string | undefined;
}

/**
 * §2.9 the countdown's other variant: half of the lottery's time span (previous draw to this
 * one, in whole seconds) is taken off instead of the lock time; undefined for the usual one.
 */
export const halfSpanSeconds = (tile: LotteryTile): number | undefined => {
  if (tile.countdownMode !== 'halfSpan' || !tile.lotteryTime) return undefined;
  const [previous, next] = tile.lotteryTime;
  return Math.floor((next - previous) / 2000);
};

export const tileClock = (
  tile: LotteryTile,
  draws: readonly DrawEntry[] | undefined,
  /** Server time (epoch ms) when the menu answer arrived: anchors remainTime without lotteryTime. */
  menuReceivedAt: number,
): TileClock => {
  const draw = draws?.find((d) => d.gameCode === tile.gameCode);
  if (draw) {
    return {
      drawTime: draw.drawTime,
      lockTime: halfSpanSeconds(tile) ?? draw.lockTime,
      isSale: draw.isSale,
      numero: draw.numero,
    };
  }
  return {
    drawTime: tile.lotteryTime?.[1] ?? menuReceivedAt + tile.remainTime * 1000,
    lockTime: halfSpanSeconds(tile) ?? tile.lockTime,
    isSale: tile.isSale,
    numero: tile.numero,
  };
};
