import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContractPageValue, ContractView } from '@lotto/contract';
import { writeSession } from '@/lib/session-storage';
import { demoSettings, normalStatus } from '@/testing/fixtures';
import { envelopeResponse, renderWithProviders } from '@/testing/test-utils';
import { ContractPage } from './contract-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const offer: ContractView = {
  id: 7,
  kind: 'daily_salary',
  state: 'offered',
  username: 'sub1',
  upline: 'agent1',
  tiers: [
    { threshold: '0.0000', activePlayers: 1, rate: '1.00' },
    { threshold: '1000.0000', activePlayers: 3, rate: '2.00' },
  ],
  period: null,
  carryOver: false,
  offeredAt: Date.UTC(2026, 10, 28, 5),
  decidedAt: null,
};

/** The page answers the offer awaiting review; after a decision, the contract in force. */
function stub(decisions: unknown[]) {
  let decided = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.startsWith('/wps/system/settings/consolidated'))
        return envelopeResponse(demoSettings);
      if (url.startsWith('/wps/system/status')) return envelopeResponse(normalStatus);
      if (url.startsWith('/wps/agent/contract/salary')) {
        const accepted = { ...offer, state: 'accepted' as const, decidedAt: Date.now() };
        const value: ContractPageValue = decided
          ? { awaiting: null, current: accepted, history: [accepted], statements: [] }
          : { awaiting: offer, current: null, history: [offer], statements: [] };
        return envelopeResponse(value);
      }
      if (url.startsWith('/wps/agent/contracts/decision')) {
        decisions.push(JSON.parse(String(init?.body)));
        decided = true;
        return envelopeResponse({ ...offer, state: 'accepted', decidedAt: Date.now() });
      }
      return envelopeResponse(null, 404, { code: 'NOT_FOUND', message: 'not found' });
    }),
  );
}

const signIn = (type: number) =>
  writeSession({
    token: 'tok-1',
    merchantCode: 'demo',
    userName: 'sub1',
    type,
    firstTimeLogin: false,
  });

describe('the salary contract page (issue 32)', () => {
  it('shows the offer awaiting review; accepting asks first, then sends and shows the contract in force', async () => {
    const decisions: unknown[] = [];
    stub(decisions);
    signIn(1);
    renderWithProviders(<ContractPage kind="daily_salary" name="salary-contract" />);
    const awaiting = await screen.findByTestId('contract-awaiting');
    expect(within(awaiting).getAllByRole('row')).toHaveLength(3);
    expect(awaiting.textContent).toContain('agent1');

    // Cancel in the confirmation sends nothing.
    fireEvent.click(within(awaiting).getByTestId('contract-accept'));
    const dialog = await screen.findByTestId('contract-confirm');
    fireEvent.click(within(dialog).getAllByRole('button')[0]!);
    await waitFor(() => expect(screen.queryByTestId('contract-confirm')).toBeNull());
    expect(decisions).toHaveLength(0);

    fireEvent.click(within(awaiting).getByTestId('contract-accept'));
    const again = await screen.findByTestId('contract-confirm');
    const buttons = within(again).getAllByRole('button');
    fireEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(decisions).toEqual([{ id: 7, decision: 'accept' }]));
    expect(await screen.findByTestId('contract-current')).toBeTruthy();
    expect(screen.queryByTestId('contract-awaiting')).toBeNull();
  });

  it('a member without the agent option is told "not an agent", and nothing is asked', async () => {
    const decisions: unknown[] = [];
    stub(decisions);
    signIn(0);
    renderWithProviders(<ContractPage kind="daily_salary" name="salary-contract" />);
    expect(await screen.findByTestId('not-agent')).toBeTruthy();
    expect(screen.queryByTestId('contract-awaiting')).toBeNull();
  });
});
