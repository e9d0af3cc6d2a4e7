import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GameItem, SortedCategory } from '@lotto/contract';
import { envelopeResponse, renderRoute, stubServer } from '@/testing/test-utils';

afterEach(() => vi.unstubAllGlobals());

const categories: SortedCategory[] = [
  { gameCategory: 'RNG', vendorNames: [{ accountTypeName: 'PG', displayName: 'PG Slots' }] },
  {
    gameCategory: 'COCKFIGHT',
    // The server names the vendor in the request's language.
    vendorNames: [{ accountTypeName: 'SV388', displayName: 'SV388 ไก่ชน' }],
  },
];
const arena = (n: number): GameItem => ({
  nodeId: 900 + n,
  vassalage: 'SV388',
  vendorCode: 'SV388',
  gameCode: `SV388_C000${n}`,
  gameType: 'COCKFIGHT',
  gameId: String(500000 + n),
  roomId: String(n),
  gameName: `สนามไก่ชน ${n}`,
  nodeName: `สนามไก่ชน ${n}`,
  showIcon: null,
  iconUrl: null,
  mobileLargeIcon: null,
  isTop: false,
  isNew: false,
  supportPlay: 1,
  gameGroupId: null,
  gameClassify: null,
  minBet: '0.1000',
});

const serve = () =>
  stubServer({
    answer: (url) => {
      if (url.startsWith('/lgw/games/vendor/types')) return envelopeResponse(categories);
      if (url.startsWith('/lgw/games/list'))
        return new URL(url, 'https://x').searchParams.get('gameType') === 'COCKFIGHT'
          ? envelopeResponse({ games: [arena(1), arena(2)], pageNum: 1, totalPages: 1 })
          : envelopeResponse({ games: [], pageNum: 1, totalPages: 0 });
      return undefined;
    },
  });

describe('§1 cockfighting in the game center (§2.6)', () => {
  it('has its own tab, in Thai ไก่ชน, that shows the vendor menu and its arenas in place', async () => {
    const fetch = serve();
    const { pathname } = renderRoute('/m/gameCenter');
    const tabs = await screen.findByTestId('game-center-tabs');
    fireEvent.click(within(tabs).getByText('ไก่ชน'));
    const menu = await screen.findByTestId('vendor-menu-COCKFIGHT');
    expect(pathname()).toBe('/m/gameCenter');
    expect(within(menu).getByText('SV388 ไก่ชน')).toBeTruthy();
    await waitFor(() => expect(within(menu).getByText('สนามไก่ชน 2')).toBeTruthy());
    const listCalls = fetch.mock.calls
      .map((c) => new URL(String(c[0]), 'https://x'))
      .filter((u) => u.pathname === '/lgw/games/list');
    expect(listCalls.some((u) => u.searchParams.get('vassalage') === 'SV388')).toBe(true);
  });

  it('the gameCategory query opens on it', async () => {
    serve();
    renderRoute('/m/gameCenter?gameCategory=COCKFIGHT');
    expect(await screen.findByTestId('game-center-COCKFIGHT')).toBeTruthy();
    expect(await screen.findByTestId('vendor-menu-COCKFIGHT')).toBeTruthy();
  });
});
