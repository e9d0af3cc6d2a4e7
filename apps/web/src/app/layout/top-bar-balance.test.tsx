import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProvider } from '@/app/provider';
import { envelopeResponse, loginAs, testQueryClient } from '@/testing/test-utils';
import { AGENT_BALANCE_REFETCH_MS } from '@/config/stale-times';
import { writeSession } from '@/lib/session-storage';
import { TopBarBalance } from './top-bar-balance';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const wallet = (sumBalance: string) => ({
  sumBalance,
  bonus: '50.0000',
  held: '0.0000',
  currency: 'THB',
  decimals: 2,
  play: false,
});

describe('the top bar balance to a screen reader', () => {
  it('reads a change out once, not the first amount nor an unchanged refresh', async () => {
    loginAs();
    let cash = '1000.0000';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelopeResponse(wallet(cash))),
    );
    const queryClient = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProvider queryClient={queryClient}>{children}</AppProvider>
    );
    render(<TopBarBalance />, { wrapper });
    const news = screen.getByTestId('top-bar-balance-news');
    expect(news.getAttribute('role')).toBe('status');
    await waitFor(() =>
      expect(screen.getByTestId('top-bar-balance-value').textContent).toBe('1,050.00'),
    );
    expect(news.textContent).toBe('');

    fireEvent.click(screen.getByTestId('top-bar-balance-refresh'));
    await waitFor(() =>
      expect(screen.getByTestId<HTMLButtonElement>('top-bar-balance-refresh').disabled).toBe(false),
    );
    expect(news.textContent).toBe('');

    cash = '1200.0000';
    fireEvent.click(screen.getByTestId('top-bar-balance-refresh'));
    await waitFor(() =>
      expect(screen.getByTestId('top-bar-balance-value').textContent).toBe('1,250.00'),
    );
    expect(news.textContent).toContain('1,250.00');
    expect(news.textContent).toContain('THB');
  });
});

describe('the top bar balance when pay arrives without the member doing anything (issue 32)', () => {
  afterEach(() => vi.useRealTimers());

  const renderAs = (type: number) => {
    writeSession({
      token: 'tok-agent',
      merchantCode: 'demo',
      userName: 'demosub',
      type,
      firstTimeLogin: false,
    });
    const balance = { cash: '10.0000' };
    const fetchMock = vi.fn(async (_url: string) => envelopeResponse(wallet(balance.cash)));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = testQueryClient();
    render(
      <AppProvider queryClient={queryClient}>
        <TopBarBalance />
      </AppProvider>,
    );
    return { balance, fetchMock };
  };

  it("shows an agent's rebate or salary within a minute while the page stays open", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { balance } = renderAs(1);
    await waitFor(() =>
      expect(screen.getByTestId('top-bar-balance-value').textContent).toBe('60.00'),
    );
    // The contract run pays 5.00 on the server.
    balance.cash = '15.0000';
    await vi.advanceTimersByTimeAsync(AGENT_BALANCE_REFETCH_MS);
    await waitFor(() =>
      expect(screen.getByTestId('top-bar-balance-value').textContent).toBe('65.00'),
    );
  });

  it("does not poll a player's balance: only its own actions move its money", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = renderAs(0);
    await waitFor(() =>
      expect(screen.getByTestId('top-bar-balance-value').textContent).toBe('60.00'),
    );
    await vi.advanceTimersByTimeAsync(3 * AGENT_BALANCE_REFETCH_MS);
    const balanceCalls = fetchMock.mock.calls.filter(([url]) => url.includes('/wallet/balance'));
    expect(balanceCalls).toHaveLength(1);
  });
});
