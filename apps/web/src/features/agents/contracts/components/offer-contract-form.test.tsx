import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { writeSession } from '@/lib/session-storage';
import { demoSettings, normalStatus } from '@/testing/fixtures';
import { envelopeResponse, renderWithProviders } from '@/testing/test-utils';
import { OfferContractForm } from './offer-contract-form';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const sent: Record<string, unknown>[] = [];

/** The server refuses the first offer naming a tier's rate, then takes the next. */
const stub = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.startsWith('/wps/system/settings/consolidated'))
        return envelopeResponse(demoSettings);
      if (url.startsWith('/wps/system/status')) return envelopeResponse(normalStatus);
      if (url.startsWith('/wps/agent/contracts')) {
        sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        if (sent.length === 1)
          return envelopeResponse(null, 400, {
            code: 'BAD_REQUEST',
            message: 'tiers.0.rate: rate must be more than 0',
            value: { fields: { 'tiers.0.rate': 'rate must be more than 0' } },
          });
        return envelopeResponse({
          id: 1,
          kind: 'dividend',
          state: 'offered',
          username: 'sub1',
          upline: 'a1',
          tiers: [{ threshold: '100.0000', activePlayers: 2, rate: '5.00' }],
          period: 'week',
          carryOver: true,
          offeredAt: 1,
          decidedAt: null,
        });
      }
      return envelopeResponse(null, 404, { code: 'NOT_FOUND', message: 'not found' });
    }),
  );

describe('the contract offer form (issue 32)', () => {
  it('checks the tiers, shows the server refusal under its field, sends a dividend with its period', async () => {
    stub();
    writeSession({
      token: 'tok-1',
      merchantCode: 'demo',
      userName: 'a1',
      type: 1,
      firstTimeLogin: false,
    });
    const onDone = vi.fn();
    renderWithProviders(<OfferContractForm username="sub1" decimals={2} onDone={onDone} />);
    const submit = await screen.findByTestId('offer-submit');
    fireEvent.click(submit);
    expect(await screen.findByTestId('offer-threshold-0-error')).toBeTruthy();
    expect(screen.getByTestId('offer-rate-0-error')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(screen.getByTestId('offer-kind'), { target: { value: 'dividend' } });
    fireEvent.change(screen.getByTestId('offer-period'), { target: { value: 'week' } });
    fireEvent.click(screen.getByTestId('offer-carry-over'));
    fireEvent.change(screen.getByTestId('offer-threshold-0'), { target: { value: '100' } });
    fireEvent.change(screen.getByTestId('offer-activePlayers-0'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('offer-rate-0'), { target: { value: '5' } });
    fireEvent.click(submit);
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByTestId('offer-rate-0').getAttribute('aria-invalid')).toBe('true'),
    );
    // In the player's language (the shell's field texts), under the field the server named.
    expect(screen.getByTestId('offer-rate-0-error').textContent).not.toBe('');
    expect(screen.queryByTestId('offer-threshold-0-error')).toBeNull();

    fireEvent.click(submit);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent[1]).toEqual({
      username: 'sub1',
      kind: 'dividend',
      tiers: [{ threshold: '100', activePlayers: 2, rate: '5' }],
      period: 'week',
      carryOver: true,
    });
  });
});
