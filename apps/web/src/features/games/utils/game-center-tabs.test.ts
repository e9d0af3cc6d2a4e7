import { describe, expect, it } from 'vitest';
import type { SortedCategory } from '@lotto/contract';
import {
  centerTabs,
  initialCenterTab,
  orderedCategories,
  tabAction,
  vendorTileAction,
} from './game-center-tabs';

const v = (code: string) => ({ accountTypeName: code, displayName: code });
const server: SortedCategory[] = [
  { gameCategory: 'RNG', vendorNames: [v('PG')] },
  { gameCategory: 'LIVE', vendorNames: [v('EVO')] },
  { gameCategory: 'FISH', vendorNames: [v('JILI')] },
  { gameCategory: 'LOTT', vendorNames: [v('TCG_LOTTO_VN')] },
  { gameCategory: 'SPORTS', vendorNames: [v('SBO'), v('TF'), v('IA')] },
  { gameCategory: 'PVP', vendorNames: [v('KM')] },
];

describe('game center tabs (§2.6)', () => {
  it('splits e-sports vendors out of sports and places them after lottery', () => {
    const ordered = orderedCategories(server);
    expect(ordered.map((c) => c.gameCategory)).toEqual([
      'RNG',
      'LIVE',
      'FISH',
      'LOTT',
      'ESPORTS',
      'SPORTS',
      'PVP',
    ]);
    expect(ordered.find((c) => c.gameCategory === 'SPORTS')?.vendorNames).toEqual([v('SBO')]);
    expect(ordered.find((c) => c.gameCategory === 'ESPORTS')?.vendorNames).toEqual([
      v('TF'),
      v('IA'),
    ]);
  });

  it('keeps the e-sports entry where the server placed it', () => {
    const fromServer: SortedCategory[] = [
      { gameCategory: 'LOTT', vendorNames: [v('TCG_SEA')] },
      { gameCategory: 'ELOTT', vendorNames: [v('GPI')] },
      { gameCategory: 'ESPORTS', vendorNames: [v('TF')] },
      { gameCategory: 'SPORTS', vendorNames: [v('SBO')] },
    ];
    expect(orderedCategories(fromServer).map((c) => c.gameCategory)).toEqual([
      'LOTT',
      'ELOTT',
      'ESPORTS',
      'SPORTS',
    ]);
  });

  it('starts with All; Hot before Slots and Recent last in the vertical variant', () => {
    expect(centerTabs(server)).toEqual([
      'ALL',
      'RNG',
      'LIVE',
      'FISH',
      'LOTT',
      'ESPORTS',
      'SPORTS',
      'PVP',
    ]);
    const vertical = centerTabs(server, 'vertical');
    expect(vertical.slice(0, 3)).toEqual(['ALL', 'HOT', 'RNG']);
    expect(vertical.at(-1)).toBe('RECENT');
  });

  it('sends list categories to the game list, lottery to /m/lottery, others stay', () => {
    expect(tabAction('RNG', false)).toEqual({ kind: 'navigate', to: '/m/gameList?gameType=RNG' });
    expect(tabAction('LIVE', true)).toEqual({ kind: 'navigate', to: '/m/gameList?gameType=LIVE' });
    expect(tabAction('LOTT', true)).toEqual({ kind: 'navigate', to: '/m/lottery' });
    expect(tabAction('SPORTS', false)).toEqual({ kind: 'select', tab: 'SPORTS' });
    // §1 cockfighting is not among §2.6's list categories: its tab switches in place.
    expect(tabAction('COCKFIGHT', false)).toEqual({ kind: 'select', tab: 'COCKFIGHT' });
    expect(tabAction('RECENT', false)).toEqual({ kind: 'login' });
    expect(tabAction('RECENT', true)).toEqual({ kind: 'select', tab: 'RECENT' });
  });

  it('preselects sports on /m/sports and the gameCategory query elsewhere', () => {
    const tabs = centerTabs(server);
    expect(initialCenterTab('/m/sports', new URLSearchParams(), tabs)).toBe('SPORTS');
    expect(initialCenterTab('/m/gameCenter', new URLSearchParams('gameCategory=pvp'), tabs)).toBe(
      'PVP',
    );
    expect(initialCenterTab('/m/gameCenter', new URLSearchParams('gameCategory=XX'), tabs)).toBe(
      'ALL',
    );
  });

  it('routes vendor tiles by category', () => {
    expect(vendorTileAction('RNG', 'PG')).toEqual({
      kind: 'navigate',
      to: '/m/gameList?vassalage=PG',
    });
    // §9 every special launch vendor opens the lottery lobby; other e-lottery vendors launch.
    for (const [category, vendor] of [
      ['LOTT', 'TCG_LOTTO_VN'],
      ['LOTT', 'TCG_SEA'],
      ['LOTT', 'LOTT'],
      ['ELOTT', 'ELOTT'],
    ] as const)
      expect(vendorTileAction(category, vendor)).toEqual({ kind: 'lottery-lobby' });
    expect(vendorTileAction('ELOTT', 'GPI')).toEqual({ kind: 'launch' });
    expect(vendorTileAction('SPORTS', 'SBO')).toEqual({ kind: 'choose-view' });
    expect(vendorTileAction('ESPORTS', 'TF')).toEqual({ kind: 'choose-view' });
    expect(vendorTileAction('LIVE', 'EVO')).toEqual({ kind: 'launch' });
    expect(vendorTileAction('COCKFIGHT', 'SV388')).toEqual({ kind: 'launch' });
  });
});
