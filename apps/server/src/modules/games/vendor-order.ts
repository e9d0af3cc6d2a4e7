import {
  ESPORTS_VENDOR_CODES,
  GameCategory,
  RECENT_LOTTERY_TAB,
  RECENT_MENU_EXCLUDED,
  type RecentGameMenuValue,
  type SortedCategory,
} from '@lotto/contract';

interface VendorEntry {
  category: GameCategory;
  code: string;
  accountTypeName: string;
  displayName: string;
}

const LOTTERY_TABS: readonly GameCategory[] = [GameCategory.LOTT, GameCategory.ELOTT];

/**
 * §2.6: categories in the order of their first vendor (the merchant's sort order), vendors in
 * that order within each. §2.6, §9: e-sports vendors leave SPORTS for an ESPORTS entry placed
 * right after the lottery tabs (after SPORTS when there is no lottery tab).
 */
export function sortCategories(rows: readonly VendorEntry[]): SortedCategory[] {
  const groups = new Map<GameCategory, SortedCategory>();
  for (const row of rows) {
    const category =
      row.category === GameCategory.SPORTS &&
      (ESPORTS_VENDOR_CODES as readonly string[]).includes(row.code)
        ? GameCategory.ESPORTS
        : row.category;
    let group = groups.get(category);
    if (!group) {
      group = { gameCategory: category, vendorNames: [] };
      groups.set(category, group);
    }
    group.vendorNames.push({ accountTypeName: row.accountTypeName, displayName: row.displayName });
  }
  const esports = groups.get(GameCategory.ESPORTS);
  const ordered = [...groups.values()].filter((g) => g.gameCategory !== GameCategory.ESPORTS);
  if (!esports) return ordered;
  const lott = ordered.findIndex((g) => g.gameCategory === GameCategory.LOTT);
  let at: number;
  if (lott >= 0) {
    at = lott + 1;
    while (at < ordered.length && LOTTERY_TABS.includes(ordered[at]!.gameCategory)) at++;
  } else {
    const sports = ordered.findIndex((g) => g.gameCategory === GameCategory.SPORTS);
    at = sports >= 0 ? sports + 1 : ordered.length;
  }
  ordered.splice(at, 0, esports);
  return ordered;
}

/** §2.8, §9 recent-games tabs: the categories without LOTT, ELOTT, ESPORTS and HOT, then lottery. */
export function recentMenu(categories: readonly SortedCategory[]): RecentGameMenuValue {
  const excluded: readonly string[] = RECENT_MENU_EXCLUDED;
  return [
    ...categories
      .filter((c) => !excluded.includes(c.gameCategory))
      .map((c) => ({ tab: c.gameCategory, source: 'recentGames' as const })),
    { tab: RECENT_LOTTERY_TAB, source: 'recentLottery' as const },
  ];
}
