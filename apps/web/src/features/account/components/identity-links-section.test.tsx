import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { featureMessagesReady } from '@/lib/feature-messages';
import { leaveForProvider, takeIdentityReturn } from '@/lib/identity-return';
import type * as IdentityReturn from '@/lib/identity-return';
import { envelopeResponse, loginAs, renderWithProviders } from '@/testing/test-utils';
import '../messages';
import { IdentityLinksSection } from './identity-links-section';

vi.mock('@/lib/identity-return', async (importOriginal) => ({
  ...(await importOriginal<typeof IdentityReturn>()),
  leaveForProvider: vi.fn(),
}));

afterEach(() => vi.unstubAllGlobals());

const stub = (offered: { id: string; kind: string }[]) => {
  const starts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/wps/session/identity/providers'))
        return envelopeResponse({ list: offered });
      if (url.startsWith('/wps/member/identity/links'))
        return envelopeResponse({ list: [{ provider: 'line', linkedAt: Date.UTC(2026, 10, 1) }] });
      if (url.startsWith('/wps/session/identity/start')) {
        starts.push(JSON.parse(String(init?.body)));
        return envelopeResponse({ authorizationUrl: 'https://idp.example/auth?state=s9' });
      }
      return envelopeResponse(null, 404, { code: 'NOT_FOUND', message: 'not found' });
    }),
  );
  return starts;
};

describe('sign-in accounts in the security centre', () => {
  it('shows the linked ones and links another through its provider', async () => {
    await featureMessagesReady();
    loginAs();
    const starts = stub([
      { id: 'google', kind: 'google' },
      { id: 'line', kind: 'line' },
    ]);
    renderWithProviders(<IdentityLinksSection />);
    const line = await screen.findByTestId('security-identity-line');
    await waitFor(() => expect(line.textContent).toContain('เชื่อมแล้วเมื่อ'));
    expect(screen.queryByTestId('security-identity-link-line')).toBeNull();

    const link = screen.getByTestId<HTMLButtonElement>('security-identity-link-google');
    expect(link.getAttribute('aria-label')).toBe('เชื่อมบัญชี: Google');
    await waitFor(() => expect(link.disabled).toBe(false));
    fireEvent.click(link);
    await waitFor(() =>
      expect(leaveForProvider).toHaveBeenCalledWith('https://idp.example/auth?state=s9'),
    );
    expect(starts).toEqual([
      {
        provider: 'google',
        redirectUri: `${window.location.origin}/m/identity/callback`,
        link: true,
      },
    ]);
    expect(takeIdentityReturn()).toBe('/m/securityCenter');
  });

  it('is left out when the merchant offers no provider', async () => {
    loginAs();
    stub([]);
    const { container } = renderWithProviders(<IdentityLinksSection />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.innerHTML).toBe('');
  });
});
