import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { demoSettings, normalStatus } from '@/testing/fixtures';
import { envelopeResponse, loginAs, renderRoute } from '@/testing/test-utils';

/** The shell's calls, and §6's referral status as the server answers it for this member. */
const stubWithReferral = (enabled: boolean) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith('/wps/system/settings/consolidated')) return envelopeResponse(demoSettings);
    if (url.startsWith('/wps/system/status')) return envelopeResponse(normalStatus);
    if (url.startsWith('/wps/promotions/referral')) return envelopeResponse({ enabled });
    return envelopeResponse(null, 404, { code: 'NOT_FOUND', message: 'not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const askedReferral = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.some(([input]) => String(input).startsWith('/wps/promotions/referral'));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('bottom menu invite entry (§6 REFERRAL)', () => {
  it('goes for a member when the REFERRAL promotion is off for them', async () => {
    const fetchMock = stubWithReferral(false);
    loginAs();
    renderRoute('/m/home');
    await screen.findByTestId('bottom-menu');
    await waitFor(() => expect(askedReferral(fetchMock)).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('bottom-menu-invite')).toBeNull());
    expect(screen.getByTestId('bottom-menu-home')).toBeTruthy();
    expect(screen.getByTestId('bottom-menu-member')).toBeTruthy();
  });

  it('stays for a member when the REFERRAL promotion is on for them', async () => {
    const fetchMock = stubWithReferral(true);
    loginAs();
    renderRoute('/m/home');
    await waitFor(() => expect(askedReferral(fetchMock)).toBe(true));
    // One more turn for the answer to land; the entry is still there.
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByTestId('bottom-menu-invite').getAttribute('href')).toBe('/m/inviteFriends');
  });

  it('stays for a visitor, who is not asked about', async () => {
    const fetchMock = stubWithReferral(false);
    renderRoute('/m/home');
    expect(await screen.findByTestId('bottom-menu-invite')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(askedReferral(fetchMock)).toBe(false);
    expect(screen.getByTestId('bottom-menu-invite')).toBeTruthy();
  });
});
