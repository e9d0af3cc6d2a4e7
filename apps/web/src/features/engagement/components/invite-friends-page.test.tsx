import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { InviteInfoValue } from '@lotto/contract';
import { envelopeResponse, loginAs, renderWithProviders, stubServer } from '@/testing/test-utils';
import { InviteFriendsPage } from './invite-friends-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const invite = (over: Partial<InviteInfoValue> = {}): InviteInfoValue => ({
  code: 'ABCD2345',
  link: 'https://demo.example.com/m/register?recommenderId=ABCD2345',
  qrCode: 'data:image/png;base64,AAAA',
  friends: [
    {
      name: 'fr***1',
      registeredAt: 1_700_000_000_000,
      stage: 'first_deposit',
      reward: { amount: '50.0000', kind: 'bonus' },
    },
    { name: 'fr***2', registeredAt: 1_700_000_100_000, stage: 'registered', reward: null },
  ],
  rule: { reward: '50.0000', minDeposit: '100.0000', turnoverMultiple: 5 },
  ...over,
});

const stub = (value: InviteInfoValue) =>
  stubServer({
    answer: (url) => {
      if (url.startsWith('/wps/engagement/invite')) return envelopeResponse(value);
      return undefined;
    },
  });

describe('/m/inviteFriends rewards (§6, issue 21)', () => {
  it("shows the merchant's rule, each friend's stage and the reward earned for them", async () => {
    stub(invite());
    loginAs();
    renderWithProviders(<InviteFriendsPage />);
    const rule = (await screen.findByTestId('invite-rule')).textContent ?? '';
    expect(rule).toMatch(/50\.00/);
    expect(rule).toMatch(/100\.00/);
    expect(rule).toMatch(/5/);
    const rows = screen.getByTestId('invite-friends').querySelectorAll('li');
    expect(rows).toHaveLength(2);
    expect(screen.getAllByTestId('invite-reward')).toHaveLength(1);
    expect(rows[0]!.contains(screen.getByTestId('invite-reward'))).toBe(true);
    expect(rows[1]!.textContent).not.toMatch(/50\.00/);
  });

  it('without a reward rule, shows neither the rule nor a reward column', async () => {
    stub(invite({ rule: null, friends: [invite().friends[1]!] }));
    loginAs();
    renderWithProviders(<InviteFriendsPage />);
    expect(await screen.findByTestId('invite-friends')).toBeTruthy();
    expect(screen.queryByTestId('invite-rule')).toBeNull();
    expect(screen.queryByTestId('invite-reward')).toBeNull();
  });
});
