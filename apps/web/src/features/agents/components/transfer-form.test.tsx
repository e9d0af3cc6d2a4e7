import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { IDEMPOTENCY_KEY_HEADER } from '@lotto/contract';
import { featureMessagesReady } from '@/lib/feature-messages';
import { setLanguage } from '@/lib/i18n';
import { writeSession } from '@/lib/session-storage';
import { envelopeResponse, renderWithProviders, stubServer } from '@/testing/test-utils';
import '../messages';
import { TransferForm } from './transfer-form';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** The transfer calls the form sent: their Idempotency-Key and body. */
const sent: { key: string | null; body: Record<string, string> }[] = [];

/** The server refuses the first transfer (above the balance), then takes the next. */
const stub = () =>
  stubServer({
    answer: (url, init) => {
      if (url.startsWith('/wps/agent/transfer')) {
        const headers = new Headers(init?.headers);
        sent.push({
          key: headers.get(IDEMPOTENCY_KEY_HEADER),
          body: JSON.parse(String(init?.body)) as Record<string, string>,
        });
        if (sent.length === 1)
          return envelopeResponse(null, 400, {
            code: 'INSUFFICIENT_BALANCE',
            message: 'amount: above the balance',
            value: { fields: { amount: 'amount is above your balance' } },
          });
        return envelopeResponse({
          username: 'down1',
          amount: '10.0000',
          balance: '5.0000',
          reference: 'AT1',
        });
      }
      return undefined;
    },
  });

describe('the agent transfer form (issue 32)', () => {
  it('checks its fields, shows refusals under them, and keys each submission anew', async () => {
    stub();
    writeSession({
      token: 'tok-1',
      merchantCode: 'demo',
      userName: 'a1',
      type: 1,
      firstTimeLogin: false,
    });
    const onDone = vi.fn();
    renderWithProviders(
      <TransferForm username="down1" decimals={2} money={(a) => a} onDone={onDone} />,
    );
    const submit = await screen.findByTestId('transfer-submit');
    // The form's own rules: nothing is sent.
    fireEvent.click(submit);
    expect(await screen.findByTestId('transfer-amount-error')).toBeTruthy();
    expect(screen.getByTestId('transfer-paymentPassword-error')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(screen.getByTestId('transfer-amount'), { target: { value: '10' } });
    fireEvent.change(screen.getByTestId('transfer-password'), { target: { value: '135790' } });
    fireEvent.click(submit);
    // The server's refusal under the amount; the password is cleared.
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByTestId('transfer-amount').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.queryByTestId('transfer-paymentPassword-error')).toBeNull();
    expect(screen.getByTestId<HTMLInputElement>('transfer-password').value).toBe('');

    fireEvent.change(screen.getByTestId('transfer-password'), { target: { value: '135790' } });
    fireEvent.click(submit);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toEqual({ username: 'down1', amount: '10', paymentPassword: '135790' });
    expect(sent[0]!.key).toMatch(/^[\w-]{8,}$/);
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
  });
});

describe("the transfer form's limits (issue 32)", () => {
  afterEach(() => setLanguage('th'));

  it("shows the merchant's bounds and what is left today", async () => {
    stub();
    await setLanguage('en');
    await featureMessagesReady();
    renderWithProviders(
      <TransferForm
        username="down1"
        decimals={2}
        money={(a) => `฿${Number(a).toFixed(2)}`}
        limits={{
          min: '10.0000',
          max: '20000.0000',
          dailyMax: '100000.0000',
          sentToday: '2500.5000',
        }}
        onDone={() => undefined}
      />,
    );
    expect((await screen.findByTestId('transfer-limits')).textContent).toBe(
      "฿10.00 to ฿20000.00 a transfer; ฿97499.50 of today's ฿100000.00 left",
    );
  });
});
