import { RECENT_MENU_EXCLUDED } from '@lotto/contract';
import type { GameCategory, SortedCategory } from '@lotto/contract';

/** §9 the lottery tab that the recent-games menu adds. */
export const LOTTERY_TAB = 'LOTTERY';
export type RecentTab = GameCategory | typeof LOTTERY_TAB;

const excluded: readonly string[] = RECENT_MENU_EXCLUDED;

/** §2.8, §9 recent menu: the categories without LOTT, ELOTT, ESPORTS and HOT, then lottery. */
export const recentMenu = (sorted: readonly SortedCategory[]): RecentTab[] => [
  ...sorted.map((c) => c.gameCategory).filter((c) => !excluded.includes(c)),
  LOTTERY_TAB,
];
