import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { StorageKey } from '@lotto/contract';
import { renderWithProviders, stubServer } from '@/testing/test-utils';
import { StatusGate } from './status-gate';

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderGate = () =>
  renderWithProviders(
    <StatusGate>
      <p data-testid="the-app">app</p>
    </StatusGate>,
  );

describe('StatusGate (§2.14)', () => {
  it('shows the app when the site is normal and caches the answer', async () => {
    stubServer();
    renderGate();
    expect(screen.getByTestId('the-app')).toBeTruthy();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(StorageKey.siteStatus) ?? 'null')).toEqual({
        value: { info: '', maintenance: false, regionRestriction: false },
        status: 0,
      }),
    );
  });

  it('shows the maintenance page with the server information', async () => {
    stubServer({ status: { info: 'Back at 10:00', maintenance: true, regionRestriction: false } });
    renderGate();
    expect(await screen.findByTestId('maintenance-page')).toBeTruthy();
    expect(screen.getByText('Back at 10:00')).toBeTruthy();
    expect(screen.queryByTestId('the-app')).toBeNull();
  });

  it('shows the blocked page for a region restriction only', async () => {
    stubServer({ status: { info: '', maintenance: false, regionRestriction: true } });
    renderGate();
    expect(await screen.findByTestId('blocked-page')).toBeTruthy();
  });

  it('renders from the cache at once, then follows the fresh answer', async () => {
    localStorage.setItem(
      StorageKey.siteStatus,
      JSON.stringify({
        value: { info: 'cached', maintenance: true, regionRestriction: false },
        status: 1,
      }),
    );
    const fetchMock = stubServer();
    renderGate();
    // First paint comes from the cache, before any answer.
    expect(screen.getByTestId('maintenance-page')).toBeTruthy();
    expect(await screen.findByTestId('the-app')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalled();
  });
});
