import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { featureMessagesReady } from '@/lib/feature-messages';
import { setLanguage } from '@/lib/i18n';
import { writeSession } from '@/lib/session-storage';
import { envelopeResponse, renderWithProviders, stubServer } from '@/testing/test-utils';
import { DownlineQuotaForm } from './downline-quota-form';

afterEach(async () => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  await setLanguage('th');
});

/** The quota calls the form sent. */
const sent: Record<string, unknown>[] = [];

/**
 * The agent has 2 % in slots with 1 of 3 left at 2 %. The server refuses a rate above the
 * sub-agent's own, then a quota above what is left, then takes the next.
 */
const stub = () =>
  stubServer({
    answer: (url, init) => {
      if (url.startsWith('/wps/agent/rebates'))
        return envelopeResponse({
          rates: { RNG: '2.00', LIVE: '1.00' },
          quotas: [{ category: 'RNG', rate: '2.00', quota: 3, used: 2 }],
        });
      if (url.startsWith('/wps/agent/downlines/quotas')) {
        sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        if (sent.length === 1)
          return envelopeResponse(null, 400, {
            code: 'QUOTA_RATE_ABOVE_OWN',
            message: "rate: must not be above the sub-agent's own rate of 1.50 %",
            value: { fields: { rate: "must not be above the sub-agent's own rate of 1.50 %" } },
          });
        if (sent.length === 2)
          return envelopeResponse(null, 400, {
            code: 'QUOTA_ABOVE_UPLINE',
            message: 'quota: at most 1',
            value: { fields: { quota: 'at most 1: what you have left at 1.50 %' } },
          });
        return envelopeResponse({
          username: 'sub1',
          quotas: [{ category: 'RNG', rate: '1.50', quota: 1, used: 0 }],
        });
      }
      return undefined;
    },
  });

describe("the sub-agent's rebate quota form (issue 32)", () => {
  it('checks its fields, shows what is left and the refusals under their fields, then sets', async () => {
    stub();
    await setLanguage('en');
    await featureMessagesReady();
    writeSession({
      token: 'tok-1',
      merchantCode: 'demo',
      userName: 'a1',
      type: 1,
      firstTimeLogin: false,
    });
    renderWithProviders(<DownlineQuotaForm username="sub1" onDone={() => undefined} />);
    const submit = await screen.findByTestId('quota-form-submit');
    // The form's own rules: nothing is sent.
    fireEvent.change(screen.getByTestId('quota-form-rate'), { target: { value: '1.234' } });
    fireEvent.change(screen.getByTestId('quota-form-quota'), { target: { value: '1.5' } });
    fireEvent.click(submit);
    expect(await screen.findByTestId('quota-form-rate-error')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('quota-form-quota-error').textContent).toBe('Enter a whole number'),
    );
    expect(sent).toHaveLength(0);

    // What the agent has left at its own bounded rate, as the rate is typed.
    fireEvent.change(screen.getByTestId('quota-form-rate'), { target: { value: '2' } });
    expect((await screen.findByTestId('quota-form-left')).textContent).toContain('1');

    fireEvent.change(screen.getByTestId('quota-form-quota'), { target: { value: '1' } });
    fireEvent.click(submit);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ username: 'sub1', category: 'RNG', rate: '2', quota: 1 });
    await waitFor(() =>
      expect(screen.getByTestId('quota-form-rate-error').textContent).toBe(
        "The rate is above the sub-agent's own rebate rate in this game type",
      ),
    );
    expect(screen.getByTestId('quota-form-rate').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByTestId('quota-form-rate'), { target: { value: '1.5' } });
    fireEvent.change(screen.getByTestId('quota-form-quota'), { target: { value: '5' } });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(screen.getByTestId('quota-form-quota-error').textContent).toBe(
        'The quota is more than you have left at this rebate rate',
      ),
    );
    expect(screen.queryByTestId('quota-form-rate-error')).toBeNull();

    fireEvent.change(screen.getByTestId('quota-form-quota'), { target: { value: '1' } });
    fireEvent.click(submit);
    expect((await screen.findByTestId('quota-form-quotas')).textContent).toContain('0 of 1 used');
    expect(sent).toHaveLength(3);
  });
});
