import { ESPORTS_VENDOR_CODES, GameCategory, specialLaunchOf } from '@lotto/contract';
import type { EntranceMenuVariant, SortedCategory } from '@lotto/contract';

/** §2.6 a tab: All, a category, and Hot and Recent in the vertical entrance variant. */
export type CenterTab = 'ALL' | 'HOT' | 'RECENT' | GameCategory;

const esportsCodes: readonly string[] = ESPORTS_VENDOR_CODES;

/**
 * §2.6 categories in the server's vendor order, with e-sports vendors split out of sports and the
 * e-sports entry placed right after the lottery tab.
 */
export const orderedCategories = (sorted: readonly SortedCategory[]): SortedCategory[] => {
  const out: SortedCategory[] = [];
  const split: SortedCategory['vendorNames'] = [];
  for (const entry of sorted) {
    if (entry.gameCategory !== GameCategory.SPORTS) {
      out.push({ ...entry, vendorNames: [...entry.vendorNames] });
      continue;
    }
    const isEsports = (v: { accountTypeName: string }) => esportsCodes.includes(v.accountTypeName);
    split.push(...entry.vendorNames.filter(isEsports));
    const sports = entry.vendorNames.filter((v) => !isEsports(v));
    if (sports.length > 0) out.push({ ...entry, vendorNames: sports });
  }
  if (split.length === 0) return out;
  // The server usually splits them itself and places the entry; then only add what it missed.
  const existing = out.find((c) => c.gameCategory === GameCategory.ESPORTS);
  if (existing) {
    existing.vendorNames.push(...split);
    return out;
  }
  const lott = out.findIndex((c) => c.gameCategory === GameCategory.LOTT);
  let at = lott >= 0 ? lott + 1 : out.length;
  if (out[at]?.gameCategory === GameCategory.ELOTT) at += 1;
  out.splice(at, 0, { gameCategory: GameCategory.ESPORTS, vendorNames: split });
  return out;
};

/** §2.6 the tab order: All, then the categories; Hot before Slots and Recent last when vertical. */
export const centerTabs = (
  sorted: readonly SortedCategory[],
  variant: EntranceMenuVariant = 'horizontal',
): CenterTab[] => {
  const categories = orderedCategories(sorted).map((c) => c.gameCategory);
  if (variant === 'horizontal') return ['ALL', ...categories];
  const slots = categories.indexOf(GameCategory.RNG);
  const withHot: CenterTab[] = [...categories];
  withHot.splice(slots >= 0 ? slots : 0, 0, 'HOT');
  return ['ALL', ...withHot, 'RECENT'];
};

export type TabAction =
  { kind: 'navigate'; to: string } | { kind: 'login' } | { kind: 'select'; tab: CenterTab };

const listTypes: readonly CenterTab[] = [
  GameCategory.RNG,
  GameCategory.PVP,
  GameCategory.FISH,
  GameCategory.LIVE,
];

/** §2.6 tapping a tab: RNG, PVP, FISH and LIVE open the game list; LOTT the lottery; others stay. */
export const tabAction = (tab: CenterTab, loggedIn: boolean): TabAction => {
  if (listTypes.includes(tab)) return { kind: 'navigate', to: `/m/gameList?gameType=${tab}` };
  if (tab === GameCategory.LOTT) return { kind: 'navigate', to: '/m/lottery' };
  if (tab === 'RECENT' && !loggedIn) return { kind: 'login' };
  return { kind: 'select', tab };
};

/** §2.1 /m/sports preselects sports; the gameCategory query selects the starting tab (default ALL). */
export const initialCenterTab = (
  pathname: string,
  search: URLSearchParams,
  tabs: readonly CenterTab[],
): CenterTab => {
  if (pathname.replace(/\/+$/, '').toLowerCase() === '/m/sports') return GameCategory.SPORTS;
  const q = search.get('gameCategory')?.toUpperCase();
  return tabs.find((t) => t === q) ?? 'ALL';
};

export type VendorAction =
  | { kind: 'navigate'; to: string }
  | { kind: 'lottery-lobby' }
  | { kind: 'choose-view' }
  | { kind: 'launch' };

/**
 * §2.6 vendor tile click: the Vietnam lottery vendor, like every §9 special launch vendor, opens
 * the lottery lobby; §2.7 sports and e-sports offer Mobile and Desktop first.
 */
export const vendorTileAction = (category: GameCategory, vendor: string): VendorAction => {
  if (category === GameCategory.RNG)
    return { kind: 'navigate', to: `/m/gameList?vassalage=${encodeURIComponent(vendor)}` };
  if (specialLaunchOf(vendor)) return { kind: 'lottery-lobby' };
  if (category === GameCategory.SPORTS || category === GameCategory.ESPORTS)
    return { kind: 'choose-view' };
  return { kind: 'launch' };
};
