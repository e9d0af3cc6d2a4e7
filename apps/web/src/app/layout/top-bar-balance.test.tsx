import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProvider } from '@/app/provider';
import { envelopeResponse, loginAs, testQueryClient } from '@/testing/test-utils';
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
