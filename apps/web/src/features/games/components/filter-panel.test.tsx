import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { GameCategory } from '@lotto/contract';
import { demoSettings } from '@/testing/fixtures';
import { renderWithProviders, stubServer } from '@/testing/test-utils';
import { FilterPanel } from './filter-panel';

afterEach(() => vi.unstubAllGlobals());

const panel = () => (
  <FilterPanel
    open
    gameType={GameCategory.RNG}
    vendors={[]}
    filter={{}}
    onApply={() => undefined}
    onClose={() => undefined}
  />
);

describe('§5 the minimum bet text in the filter panel', () => {
  it('reads "1 baht and 25 lines" for a merchant in baht', async () => {
    stubServer();
    renderWithProviders(panel());
    expect((await screen.findByTestId('filter-min-bet-text')).textContent).toBe(
      'เดิมพันขั้นต่ำ 1 บาท 25 ไลน์',
    );
  });

  it('is not shown in another currency', async () => {
    stubServer({
      settings: {
        ...demoSettings,
        merchant: { ...demoSettings.merchant, currency: { code: 'VND', decimals: 0 } },
      },
    });
    renderWithProviders(panel());
    await screen.findByTestId('filter-min-bets');
    // The settings arrive after the first render: wait for them before saying it is absent.
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByTestId('filter-min-bet-text')).toBeNull();
  });
});
