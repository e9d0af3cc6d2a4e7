import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TeamBet, TeamBetsValue } from '@lotto/contract';
import { envelopeResponse, loginAs, renderWithProviders, stubServer } from '@/testing/test-utils';
import { TeamBettingPage } from './team-betting-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const bet = (id: number, username: string): TeamBet => ({
  id,
  username,
  vendor: 'PG',
  gameType: 'RNG',
  gameName: `Game ${id}`,
  draw: null,
  txId: `tx-${id}`,
  stake: '10.0000',
  win: '0.0000',
  status: 'settled',
  createdAt: 1_772_330_400_000 - id * 1000,
});

const page = (list: TeamBet[], next: string | null): TeamBetsValue => ({
  period: { from: '2026-03-01', to: '2026-03-01', timeZone: 'Asia/Bangkok' },
  list,
  hasMore: next !== null,
  next,
  totals: { count: 3, stake: '30.0000', win: '0.0000', net: '-30.0000' },
});

/** The server's cursor: the last row's placing time (µs), its source and its id. */
const AFTER_P2 = '1772330398000000:vendor:2';
const AFTER_LIVE = '1772330391000000:vendor:9';

/** Each team betting call asked, as its query. */
const asked: URLSearchParams[] = [];
const stub = () =>
  stubServer({
    answer: (url) => {
      if (!url.startsWith('/wps/agent/team/bets')) return undefined;
      const q = new URL(url, 'http://localhost').searchParams;
      asked.push(q);
      const before = q.get('before');
      if (q.get('gameType') === 'LIVE')
        return envelopeResponse(
          before === AFTER_LIVE
            ? page([bet(10, 'live2')], null)
            : page([bet(9, 'live1')], AFTER_LIVE),
        );
      return envelopeResponse(
        before === AFTER_P2
          ? page([bet(3, 'p3')], null)
          : page([bet(1, 'p1'), bet(2, 'p2')], AFTER_P2),
      );
    },
  });

const signIn = () => loginAs('a1', 1);

const shownPlayers = () =>
  Array.from(screen.getByTestId('team-bets').querySelectorAll('li strong'), (n) => n.textContent);

const more = () => screen.getByRole('button', { name: 'โหลดเพิ่ม' });

describe('/m/teamBetting paging (§2.1)', () => {
  it("asks the first page without a cursor and the next with the last page's `next`, then stops", async () => {
    asked.length = 0;
    stub();
    signIn();
    renderWithProviders(<TeamBettingPage />);
    await waitFor(() => expect(shownPlayers()).toEqual(['p1', 'p2']));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.has('before')).toBe(false);
    expect(asked[0]!.has('pageNo')).toBe(false);

    fireEvent.click(more());
    await waitFor(() => expect(shownPlayers()).toEqual(['p1', 'p2', 'p3']));
    expect(asked).toHaveLength(2);
    expect(asked[1]!.get('before')).toBe(AFTER_P2);
    expect(asked[1]!.has('pageNo')).toBe(false);
    expect(asked[1]!.get('scope')).toBe('all');
    // The last page has no `next`: nothing more to ask, the totals are still the first page's.
    expect(await screen.findByText('แสดงครบแล้ว')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'โหลดเพิ่ม' })).toBeNull();
    expect(screen.getByTestId('team-bets-total-stake').textContent).toContain('30.00');
    expect(asked).toHaveLength(2);
  });

  it('starts again from the first page when a filter changes', async () => {
    asked.length = 0;
    stub();
    signIn();
    renderWithProviders(<TeamBettingPage />);
    await waitFor(() => expect(shownPlayers()).toEqual(['p1', 'p2']));
    fireEvent.click(more());
    await waitFor(() => expect(shownPlayers()).toEqual(['p1', 'p2', 'p3']));

    fireEvent.change(screen.getByTestId('team-game-type'), { target: { value: 'LIVE' } });
    await waitFor(() => expect(shownPlayers()).toEqual(['live1']));
    const restart = asked[2]!;
    expect(restart.get('gameType')).toBe('LIVE');
    expect(restart.has('before')).toBe(false);

    fireEvent.click(more());
    await waitFor(() => expect(shownPlayers()).toEqual(['live1', 'live2']));
    expect(asked[3]!.get('before')).toBe(AFTER_LIVE);
    expect(asked[3]!.get('gameType')).toBe('LIVE');
  });
});
