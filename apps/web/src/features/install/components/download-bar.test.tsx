import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { StorageKey, type ConsolidatedSettings } from '@lotto/contract';
import { demoSettings } from '@/testing/fixtures';
import { renderWithProviders, stubServer } from '@/testing/test-utils';
import { useSettings } from '@/lib/settings';
import { DownloadBar } from './download-bar';

const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1';

const withLinks = (resources: ConsolidatedSettings['resources']): ConsolidatedSettings => ({
  ...demoSettings,
  resources,
});
const ALL = withLinks([
  { resourceType: 'IOS', url: 'https://apps.example.com/a.ipa' },
  { resourceType: 'Android', url: 'https://apps.example.com/a.apk' },
  { resourceType: 'MOBILECONFIG', url: 'https://apps.example.com/a.mobileconfig' },
]);

const SettingsReady = () => (useSettings() ? <span data-testid="settings-ready" /> : null);

const renderBar = async (userAgent: string, settings: ConsolidatedSettings) => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  stubServer({ settings });
  renderWithProviders(
    <>
      <SettingsReady />
      <DownloadBar />
    </>,
  );
  await screen.findByTestId('settings-ready');
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('download bar (§2.13, §4)', () => {
  it('opens the popup with the options of iOS Safari and the rating 5.0', async () => {
    await renderBar(IOS_SAFARI, ALL);
    expect(screen.getByTestId('app-rating').textContent).toContain('5.0');
    fireEvent.click(screen.getByTestId('download-bar-open'));
    expect(screen.getByTestId('download-option-home-screen')).toBeTruthy();
    expect(screen.getByTestId('download-option-ios-app').getAttribute('target')).toBeNull();
    expect(screen.getByTestId('download-option-ios-profile').getAttribute('target')).toBe('_blank');
  });

  it('shows the Safari notice for a download from another iOS browser', async () => {
    await renderBar(IOS_CHROME, ALL);
    fireEvent.click(screen.getByTestId('download-bar-open'));
    expect(screen.queryByTestId('download-option-home-screen')).toBeNull();
    fireEvent.click(screen.getByTestId('download-option-ios-app'));
    expect(screen.getByTestId('safari-notice').textContent).toContain(
      'กรุณาใช้ Safari เพื่อดาวน์โหลดแอป',
    );
    fireEvent.click(screen.getByTestId('safari-notice-confirm'));
    expect(screen.queryByTestId('safari-notice')).toBeNull();
  });

  it('stores hideDownloadBar=1 when closed', async () => {
    await renderBar(IOS_SAFARI, ALL);
    fireEvent.click(screen.getByTestId('download-bar-close'));
    expect(screen.queryByTestId('download-bar')).toBeNull();
    expect(localStorage.getItem(StorageKey.hideDownloadBar)).toBe('1');
  });

  it('is not shown when no link is configured for the platform', async () => {
    await renderBar(IOS_CHROME, withLinks([]));
    expect(screen.queryByTestId('download-bar')).toBeNull();
  });
});
