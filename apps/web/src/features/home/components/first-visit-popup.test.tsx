import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { StorageKey, type ConsolidatedSettings } from '@lotto/contract';
import { demoSettings } from '@/testing/fixtures';
import { loginAs, renderWithProviders, stubServer } from '@/testing/test-utils';
import { useSettings } from '@/lib/settings';
import { clearLocalSession } from '@/lib/session-storage';
import { FirstVisitPopup } from './first-visit-popup';

const withPopup = (
  initialPopup: boolean,
  pictures: ConsolidatedSettings['firstVisitPopup']['pictures'] = {
    novice: {},
    signIn: {},
    deposit: {},
  },
): ConsolidatedSettings => ({ ...demoSettings, firstVisitPopup: { initialPopup, pictures } });

/** Shows once the merchant's settings have arrived, so an absent popup is a decision, not a wait. */
const SettingsReady = () => (useSettings() ? <span data-testid="settings-ready" /> : null);

const renderPopup = async (zeroBalance: boolean | undefined) => {
  const utils = renderWithProviders(
    <>
      <SettingsReady />
      <FirstVisitPopup zeroBalance={zeroBalance} />
    </>,
  );
  await screen.findByTestId('settings-ready');
  return utils;
};

beforeEach(() => {
  clearLocalSession();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('first-visit popup (§2.3) from the merchant settings', () => {
  it('shows a visitor the three pictures, each leading to registration', async () => {
    stubServer({ settings: withPopup(false) });
    await renderPopup(undefined);
    expect(screen.getByTestId('first-visit-popup')).toBeTruthy();
    for (const id of ['novice', 'sign-in', 'deposit']) {
      expect(screen.getByTestId(`first-visit-${id}`).getAttribute('href')).toBe('/m/register');
    }
  });

  it('shows a member with a zero balance the pictures to novice task, sign-in and deposit when the status is on', async () => {
    stubServer({ settings: withPopup(true) });
    loginAs();
    await renderPopup(true);
    expect(screen.getByTestId('first-visit-novice').getAttribute('href')).toBe(
      '/m/activity/noviceTask',
    );
    expect(screen.getByTestId('first-visit-sign-in').getAttribute('href')).toBe(
      '/m/activity/signIn',
    );
    expect(screen.getByTestId('first-visit-deposit').getAttribute('href')).toBe('/m/voucherCenter');
  });

  it('hides from a member when the merchant turns the initial-popup status off', async () => {
    stubServer({ settings: withPopup(false) });
    loginAs();
    await renderPopup(true);
    expect(screen.queryByTestId('first-visit-popup')).toBeNull();
  });

  it('hides from a member whose balance is not zero, or not known yet', async () => {
    stubServer({ settings: withPopup(true) });
    loginAs();
    const { rerender } = await renderPopup(false);
    expect(screen.queryByTestId('first-visit-popup')).toBeNull();
    rerender(<FirstVisitPopup zeroBalance={undefined} />);
    expect(screen.queryByTestId('first-visit-popup')).toBeNull();
  });

  it('shows the merchant pictures in place of the icons', async () => {
    stubServer({
      settings: withPopup(true, {
        novice: { imageUrl: '/media/demo/novice.png' },
        signIn: {},
        deposit: { imageUrl: 'https://cdn.example/deposit.png' },
      }),
    });
    await renderPopup(undefined);
    const img = (id: string) => screen.getByTestId(`first-visit-${id}`).querySelector('img');
    expect(img('novice')?.getAttribute('src')).toBe('/media/demo/novice.png');
    expect(img('sign-in')).toBeNull();
    expect(img('deposit')?.getAttribute('src')).toBe('https://cdn.example/deposit.png');
  });

  it('is dismissed by its close button and remembered in local storage', async () => {
    stubServer({ settings: withPopup(true) });
    const first = await renderPopup(undefined);
    act(() => {
      fireEvent.click(screen.getByTestId('first-visit-close'));
    });
    expect(screen.queryByTestId('first-visit-popup')).toBeNull();
    expect(localStorage.getItem(StorageKey.firstVisitPopupClosed)).toBe('1');
    first.unmount();
    await renderPopup(undefined);
    expect(screen.queryByTestId('first-visit-popup')).toBeNull();
  });

  it('is dismissed by Escape and remembered', async () => {
    stubServer({ settings: withPopup(false) });
    await renderPopup(undefined);
    act(() => {
      fireEvent.keyDown(screen.getByTestId('first-visit-close'), { key: 'Escape' });
    });
    expect(screen.queryByTestId('first-visit-popup')).toBeNull();
    expect(localStorage.getItem(StorageKey.firstVisitPopupClosed)).toBe('1');
  });

  it('is dismissed and remembered when a picture is tapped', async () => {
    stubServer({ settings: withPopup(true) });
    loginAs();
    await renderPopup(true);
    act(() => {
      fireEvent.click(screen.getByTestId('first-visit-sign-in'));
    });
    expect(screen.queryByTestId('first-visit-popup')).toBeNull();
    expect(localStorage.getItem(StorageKey.firstVisitPopupClosed)).toBe('1');
  });
});
