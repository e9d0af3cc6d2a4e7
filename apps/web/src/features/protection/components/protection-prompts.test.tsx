import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ProtectionStateValue } from '@lotto/contract';
import { featureMessagesReady } from '@/lib/feature-messages';
import { i18n } from '@/lib/i18n';
import { envelopeResponse, loginAs, renderWithProviders } from '@/testing/test-utils';
import { demoSettings } from '@/testing/fixtures';
import '../messages';
import { HelpOrganisations } from './help-organisations';
import { DepositLimitPrompt, ReviewPrompt } from './protection-prompts';

const state = (prompts: ProtectionStateValue['prompts']): ProtectionStateValue => ({
  prompts,
  helpOrganisations: [],
  currency: 'THB',
  limits: [],
  sessionTime: {
    limitMinutes: null,
    usedMinutes: 0,
    leftMinutes: null,
    pending: null,
    nextDayAt: Date.UTC(2026, 10, 21, 17, 0),
  },
  exclusion: null,
  changes: [],
});

/** The server's protection state; a dismissal answers the prompts closed. */
const stubServer = (prompts: ProtectionStateValue['prompts']) => {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.startsWith('/wps/system/settings/consolidated'))
        return envelopeResponse(demoSettings);
      if (url.startsWith('/wps/member/protection/prompt/dismiss')) {
        posts.push(JSON.parse(String(init?.body)));
        return envelopeResponse(state({ depositLimit: false, review: false }));
      }
      return envelopeResponse(state(prompts));
    }),
  );
  return posts;
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('th');
});

describe('protection prompts', () => {
  it.each(['en', 'th'] as const)(
    'offers a deposit limit before the first deposit and closes it on the server (%s)',
    async (language) => {
      await i18n.changeLanguage(language);
      await featureMessagesReady();
      loginAs();
      const posts = stubServer({ depositLimit: true, review: false });
      renderWithProviders(<DepositLimitPrompt />);
      const heading = await screen.findByRole('heading', {
        name: language === 'en' ? 'Set a deposit limit?' : 'ตั้งวงเงินฝากไหม?',
      });
      expect(heading.closest('[data-testid="deposit-limit-prompt"]')).not.toBeNull();
      expect(screen.getByTestId('deposit-limit-prompt-link').getAttribute('href')).toBe(
        '/m/responsibleGaming',
      );
      fireEvent.click(screen.getByTestId('deposit-limit-prompt-dismiss'));
      await waitFor(() => expect(screen.queryByTestId('deposit-limit-prompt')).toBeNull());
      expect(posts).toEqual([{ prompt: 'deposit_limit' }]);
    },
  );

  it('shows the review prompt only when the server says it is due', async () => {
    await i18n.changeLanguage('en');
    await featureMessagesReady();
    loginAs();
    stubServer({ depositLimit: false, review: false });
    const { unmount } = renderWithProviders(<ReviewPrompt />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('review-prompt')).toBeNull();
    unmount();
  });

  it('lists help organisations as links opening apart', async () => {
    await i18n.changeLanguage('en');
    await featureMessagesReady();
    renderWithProviders(
      <HelpOrganisations
        organisations={[{ name: 'GamCare', url: 'https://www.gamcare.org.uk' }]}
      />,
    );
    const link = await screen.findByRole('link', { name: /GamCare/ });
    expect(link.getAttribute('href')).toBe('https://www.gamcare.org.uk');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
