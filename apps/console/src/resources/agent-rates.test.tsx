import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OpsAgentRates } from '@lotto/contract';
import { renderConsole, stubOps } from '../testing/render-console';
import { RatesForm } from './agent-rates';

const sub: OpsAgentRates = {
  username: 'demosub',
  customerType: 1,
  rates: { RNG: '1.50', LIVE: '0.80' },
  uplineRates: { RNG: '2.00', LIVE: '1.00' },
  downlineRates: { RNG: '1.00' },
};

const refusal = (field: string, message: string, issue: object) =>
  new Response(
    JSON.stringify({
      success: false,
      code: 'BAD_REQUEST',
      message: `${field}: ${message}`,
      value: { fields: { [field]: message }, fieldCodes: { [field]: issue } },
    }),
    { status: 400, headers: { 'content-type': 'application/json' } },
  );

describe("an agent's rebate rates in the console (issue 32)", () => {
  it('shows the rates with their bounds, sends only the changed ones and shows a refusal under its game type', async () => {
    const requests = stubOps((r) => {
      if (r.method === 'GET') return sub;
      const rates = (r.body as { rates: Record<string, string> }).rates;
      if (rates.RNG === '0.9')
        return refusal('rates.RNG', "must not be below a direct downline's rate of 1.00 %", {
          code: 'below_downline',
          params: { min: '1.00' },
        });
      return { ...sub, rates: { ...sub.rates, ...rates } };
    });
    renderConsole(<RatesForm />);
    const form = within(screen.getByTestId('agent-rates-form'));
    fireEvent.change(form.getByLabelText(/Agent username/), { target: { value: ' demosub ' } });
    fireEvent.click(form.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(form.getByLabelText<HTMLInputElement>('Slots').value).toBe('1.50'));
    expect(requests[0]!.url.pathname).toBe('/ops/agents/rates');
    expect(requests[0]!.url.searchParams.get('username')).toBe('demosub');
    expect(form.getByText('From 1.00 to 2.00 %')).toBeTruthy();
    expect(form.getByText('From 0 to 1.00 %')).toBeTruthy();

    fireEvent.change(form.getByLabelText('Slots'), { target: { value: '0.9' } });
    fireEvent.click(form.getByRole('button', { name: 'Save rates' }));
    expect(await form.findByText("Can't be below 1.00 %, a direct downline's rate")).toBeTruthy();
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.url.pathname).toBe('/ops/agents/rates');
    expect(put.body).toEqual({ username: 'demosub', rates: { RNG: '0.9' } });

    fireEvent.change(form.getByLabelText('Slots'), { target: { value: '1.2' } });
    fireEvent.click(form.getByRole('button', { name: 'Save rates' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(2));
    expect(requests.at(-1)!.body).toEqual({ username: 'demosub', rates: { RNG: '1.2' } });
  });

  it('sends nothing when no rate differs from the agent’s', async () => {
    const requests = stubOps(() => sub);
    renderConsole(<RatesForm />);
    const form = within(screen.getByTestId('agent-rates-form'));
    fireEvent.change(form.getByLabelText(/Agent username/), { target: { value: 'demosub' } });
    fireEvent.click(form.getByRole('button', { name: 'Save rates' }));
    expect(
      await form.findByText("Type at least one rate that differs from the agent's"),
    ).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
