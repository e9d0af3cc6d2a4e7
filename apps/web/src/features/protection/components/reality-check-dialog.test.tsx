import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { RealityCheckValue } from '@lotto/contract';
import { featureMessagesReady } from '@/lib/feature-messages';
import { i18n } from '@/lib/i18n';
import { envelopeResponse, loginAs, renderWithProviders } from '@/testing/test-utils';
import { demoSettings } from '@/testing/fixtures';
import '../messages';
import { RealityCheckDialog } from './reality-check-dialog';

const MINUTE = 60_000;
const start = Date.UTC(2026, 10, 21, 2, 0);

/** The server's reality-check answers, one after another (the last one repeats). */
const stubChecks = (...answers: Partial<RealityCheckValue>[]) => {
  const calls: string[] = [];
  let i = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      calls.push(url);
      if (url.startsWith('/wps/system/settings/consolidated'))
        return envelopeResponse(demoSettings);
      const answer = answers[Math.min(i++, answers.length - 1)];
      return envelopeResponse({
        intervalMinutes: 60,
        sessionStartedAt: start,
        now: start + 75 * MINUTE,
        playedMs: 75 * MINUTE,
        net: '-1234.5000',
        checksDue: 1,
        nextAt: start + 120 * MINUTE,
        sessionTimeLeftMs: null,
        ...answer,
      });
    }),
  );
  return calls;
};

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
  await i18n.changeLanguage('th');
});

describe('reality check dialog', () => {
  it.each(['en', 'th'] as const)(
    'shows the time played and the net result the server counted, in %s',
    async (language) => {
      await i18n.changeLanguage(language);
      await featureMessagesReady();
      loginAs();
      stubChecks({});
      const signOut = vi.fn();
      renderWithProviders(<RealityCheckDialog token="tok-123" onSignOut={signOut} />);
      const played = await screen.findByTestId('reality-check-played');
      expect(played.textContent).toContain('1');
      expect(played.textContent).toContain('15');
      expect(screen.getByTestId('reality-check-net').textContent).toContain('-1,234.50');
      fireEvent.click(screen.getByTestId('reality-check-log-out'));
      expect(signOut).toHaveBeenCalledOnce();
      expect(screen.queryByTestId('reality-check-dialog')).toBeNull();
    },
  );

  it('stays closed once answered, and opens again when the next check is due', async () => {
    await i18n.changeLanguage('en');
    await featureMessagesReady();
    loginAs();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubChecks(
      { checksDue: 1, nextAt: start + 120 * MINUTE, now: start + 119 * MINUTE },
      { checksDue: 2, nextAt: start + 180 * MINUTE, now: start + 120 * MINUTE, net: '20.0000' },
    );
    renderWithProviders(<RealityCheckDialog token="tok-123" onSignOut={() => {}} />);
    fireEvent.click(await screen.findByTestId('reality-check-keep'));
    expect(screen.queryByTestId('reality-check-dialog')).toBeNull();
    // A reload of the same session does not ask again for the check answered.
    expect(sessionStorage.getItem(`realityCheckAnswered:${start}`)).toBe('1');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2 * MINUTE);
    });
    expect((await screen.findByTestId('reality-check-net')).textContent).toContain('+20.00');
  });

  it('shows nothing before the first check or when checks are off', async () => {
    loginAs();
    const calls = stubChecks({ checksDue: 0, intervalMinutes: null, nextAt: null });
    renderWithProviders(<RealityCheckDialog token="tok-123" onSignOut={() => {}} />);
    await vi.waitFor(() =>
      expect(calls.some((c) => c.includes('/wps/member/protection/realityCheck'))).toBe(true),
    );
    expect(screen.queryByTestId('reality-check-dialog')).toBeNull();
  });
});
