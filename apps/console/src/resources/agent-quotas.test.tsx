import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OpsAgentQuota } from '@lotto/contract';
import { i18nProvider } from '../lib/i18n-provider';
import { renderConsole, stubOps } from '../testing/render-console';
import { AgentQuotasPage } from './agent-quotas';

const row: OpsAgentQuota = {
  username: 'demotop',
  customerType: 41,
  category: 'RNG',
  rate: '1.50',
  quota: 5,
  used: 2,
};

/** The rates form on the same page has its own agent username. */
const inQuotaForm = () => within(screen.getByTestId('agent-quota-form'));

describe("agents' rebate quotas in the console (issue 32)", () => {
  it('lists the quotas and sets one, showing the refusal under its field', async () => {
    const requests = stubOps((r) => {
      if (r.method === 'GET') return { list: [row] };
      const body = r.body as { username: string };
      if (body.username === 'player1')
        return new Response(
          JSON.stringify({
            success: false,
            code: 'BAD_REQUEST',
            message: 'username: is not an agent of this merchant',
            value: { fields: { username: 'is not an agent of this merchant' } },
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        );
      return { ...row, quota: 7 };
    });
    renderConsole(<AgentQuotasPage />);
    expect((await screen.findAllByTestId('agent-quota-row'))[0]!.textContent).toContain('demotop');
    fireEvent.change(inQuotaForm().getByLabelText(/Agent username/), {
      target: { value: 'player1' },
    });
    fireEvent.change(screen.getByLabelText(/Rate/), { target: { value: '1.5' } });
    fireEvent.change(screen.getByLabelText(/Quota/), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('is not an agent of this merchant')).toBeTruthy();
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.url.pathname).toBe('/ops/agents/quotas');
    expect(put.body).toEqual({ username: 'player1', category: 'RNG', rate: '1.5', quota: 7 });

    fireEvent.change(inQuotaForm().getByLabelText(/Agent username/), {
      target: { value: 'demotop' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET')).toHaveLength(2));
  });

  it('asks for the fields before sending, and shows a refusal that names no field on the form', async () => {
    const requests = stubOps((r) => {
      if (r.method === 'GET') return { list: [row] };
      return new Response(
        JSON.stringify({ success: false, code: 'FORBIDDEN', message: 'not allowed' }),
        { status: 403, headers: { 'content-type': 'application/json' } },
      );
    });
    renderConsole(<AgentQuotasPage />);
    await screen.findAllByTestId('agent-quota-row');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(3));
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    fireEvent.change(inQuotaForm().getByLabelText(/Agent username/), {
      target: { value: ' demotop ' },
    });
    fireEvent.change(screen.getByLabelText(/Rate/), { target: { value: '1.50' } });
    fireEvent.change(screen.getByLabelText(/Quota/), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('not allowed')).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({
      username: 'demotop',
      category: 'RNG',
      rate: '1.50',
      quota: 0,
    });
  });

  it('shows no form to a role that cannot set quotas', async () => {
    stubOps(() => ({ list: [row] }));
    renderConsole(<AgentQuotasPage />, undefined, 'support');
    await screen.findAllByTestId('agent-quota-row');
    expect(screen.queryByTestId('agent-quota-form')).toBeNull();
  });
});

describe('game categories in the quotas page', () => {
  afterEach(() => i18nProvider.changeLocale('en'));

  it.each([
    ['th', 'สล็อต', 'ไก่ชน'],
    ['en', 'Slots', 'Cockfighting'],
  ])('are named in %s, in the list and the picker', async (locale, slots, cockfight) => {
    await i18nProvider.changeLocale(locale);
    stubOps(() => ({ list: [row] }));
    renderConsole(<AgentQuotasPage />);
    const [listed] = await screen.findAllByTestId('agent-quota-row');
    expect(within(listed!).getByText(slots)).toBeTruthy();
    expect(within(listed!).queryByText('RNG')).toBeNull();
    fireEvent.mouseDown(
      within(screen.getByTestId('agent-quota-form')).getAllByRole('combobox')[0]!,
    );
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: cockfight })).toBeTruthy();
    expect(within(listbox).queryByRole('option', { name: 'COCKFIGHT' })).toBeNull();
  });
});
